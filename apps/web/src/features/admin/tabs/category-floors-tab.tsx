import {
  ADMIN_CONSOLE_TEXT,
  ADMIN_UI_TEXT,
  type AdminFloor,
  dollarsToCents,
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_LABELS,
  type ServiceCategory,
} from '@ibh/contract';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { DollarsField, notBelowZero } from '@/components/ui/dollars-field';
import { FormAlert } from '@/components/ui/form-alert';
import { SelectField } from '@/components/ui/select-field';
import { formatFull } from '@/lib/dates';
import { useCreateFloor, useFloors, useUpdateFloor } from '../api/admin-api';
import { TabQueryState } from '../components/tab-states';

const T = ADMIN_UI_TEXT.floors;
const toDollars = (cents: number) => (cents / 100).toFixed(2);

/** Category Floors (001 sections 2.5, 3.2, 5): list, edit, create; decision 65 for packages below. */
export default function CategoryFloorsTab() {
  const query = useFloors();
  const floors = query.data?.items ?? [];
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-ink-muted">{T.belowHint}</p>
      <TabQueryState query={query}>
        <ul className="flex flex-col gap-3">
          {floors.map((floor) => (
            <FloorRow key={`${floor.category}-${floor.updatedAt}`} floor={floor} />
          ))}
        </ul>
        <CreateFloor />
      </TabQueryState>
    </div>
  );
}

function FloorRow({ floor }: { floor: AdminFloor }) {
  const [values, setValues] = useState({
    floor: toDollars(floor.floorPriceCents),
    min: toDollars(floor.suggestedMinCents),
    max: toDollars(floor.suggestedMaxCents),
  });
  const mutation = useUpdateFloor();
  const label = SERVICE_CATEGORY_LABELS[floor.category];
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: notBelowZero(event.target.value) }));

  function save() {
    const floorPriceCents = dollarsToCents(values.floor);
    if (floorPriceCents === null || floorPriceCents <= 0) {
      toast.error(ADMIN_CONSOLE_TEXT.floorRequired);
      return;
    }
    mutation.mutate(
      {
        category: floor.category,
        floorPriceCents,
        suggestedMinCents: dollarsToCents(values.min) ?? undefined,
        suggestedMaxCents: dollarsToCents(values.max) ?? undefined,
      },
      {
        onSuccess: () => toast.success(T.saved),
        onError: () => toast.error(ADMIN_CONSOLE_TEXT.floorUpdateFailed),
      },
    );
  }

  return (
    <li className="rounded-card border border-line bg-surface p-4">
      <form
        aria-label={label}
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
        className="flex flex-col gap-3"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-base font-semibold text-ink">{label}</h2>
          <p className="text-xs text-ink-muted">
            {T.below}: {floor.packagesBelowFloor} · {T.updated(formatFull(new Date(floor.updatedAt)))}
          </p>
        </div>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end">
          <DollarsField label={T.floor} value={values.floor} onChange={set('floor')} />
          <DollarsField label={T.suggestedMin} value={values.min} onChange={set('min')} />
          <DollarsField label={T.suggestedMax} value={values.max} onChange={set('max')} />
          <Button type="submit" disabled={mutation.isPending} aria-label={`${T.save} ${label}`}>
            {T.save}
          </Button>
        </div>
      </form>
    </li>
  );
}

function CreateFloor() {
  const [category, setCategory] = useState<ServiceCategory | ''>('');
  const [floor, setFloor] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useCreateFloor();

  function create() {
    const cents = dollarsToCents(floor);
    if (!category || cents === null || cents <= 0) {
      setError(ADMIN_CONSOLE_TEXT.floorRequired);
      return;
    }
    setError(null);
    mutation.mutate(
      { category, floorPriceCents: cents },
      {
        onSuccess: () => {
          toast.success(T.created);
          setCategory('');
          setFloor('');
        },
        onError: () => setError(ADMIN_CONSOLE_TEXT.floorCreateFailed),
      },
    );
  }

  return (
    <section aria-labelledby="create-floor" className="mt-6 rounded-card border border-line bg-surface p-4">
      <h2 id="create-floor" className="text-base font-semibold text-ink">
        {T.createTitle}
      </h2>
      <form
        noValidate
        className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          create();
        }}
      >
        <SelectField
          label={T.category}
          placeholder={T.chooseCategory}
          value={category}
          onChange={(event) => setCategory(event.target.value as ServiceCategory | '')}
          options={SERVICE_CATEGORIES.map((value) => ({ value, label: SERVICE_CATEGORY_LABELS[value] }))}
        />
        <DollarsField
          label={T.floor}
          value={floor}
          onChange={(event) => setFloor(notBelowZero(event.target.value))}
        />
        <Button type="submit" disabled={mutation.isPending}>
          {T.create}
        </Button>
      </form>
      {error ? (
        <FormAlert className="mt-3" tone="error">
          {error}
        </FormAlert>
      ) : null}
    </section>
  );
}
