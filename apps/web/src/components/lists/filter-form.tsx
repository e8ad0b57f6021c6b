import { SlidersHorizontal } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cx } from '@/lib/cx';

interface FilterFormProps {
  /** The form's accessible name. */
  label: string;
  onSubmit: () => void;
  noValidate?: boolean;
  /** Whether the filters behind 'More filters' start open on phones (some of them are set). */
  startOpen: boolean;
  moreFilters: string;
  /** Always shown: the search and the choices that matter most. */
  main: ReactNode;
  /** On phones, behind the 'More filters' button. */
  more: ReactNode;
  /** Always shown, after the others. */
  after?: ReactNode;
  /** The submit button's content; `primary` keeps it visible and prominent on phones too. */
  apply: ReactNode;
  applyStyle?: 'quiet' | 'primary';
  /** The clear button, when any filter is set. */
  clear?: { label: string; onClear: () => void } | null;
  toggleClassName?: string;
}

/** A filtered list's form: a grid of fields, some folded away on phones, then Apply and Clear. */
export function FilterForm(props: FilterFormProps) {
  const { label, onSubmit, startOpen, moreFilters, apply, applyStyle = 'quiet', clear } = props;
  const moreId = useId();
  const [open, setOpen] = useState(startOpen);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form
      aria-label={label}
      onSubmit={submit}
      noValidate={props.noValidate}
      className="grid grid-cols-1 gap-4 rounded-card border border-line bg-surface p-4 shadow-sm sm:grid-cols-2 sm:p-5 lg:grid-cols-4"
    >
      {props.main}
      <Button
        variant="secondary"
        className={props.toggleClassName ?? 'self-end sm:hidden'}
        aria-expanded={open}
        aria-controls={moreId}
        onClick={() => setOpen((was) => !was)}
      >
        <SlidersHorizontal aria-hidden className="size-4" />
        {moreFilters}
      </Button>
      <div id={moreId} className={cx('contents', !open && 'max-sm:hidden')}>
        {props.more}
      </div>
      {props.after}
      <div className="flex flex-wrap items-end gap-2 sm:col-span-2 lg:col-span-4">
        {applyStyle === 'primary' ? (
          <Button type="submit">{apply}</Button>
        ) : (
          <Button type="submit" variant="secondary" className={cx(!open && 'max-sm:hidden')}>
            {apply}
          </Button>
        )}
        {clear ? (
          <Button variant="ghost" onClick={clear.onClear}>
            {clear.label}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
