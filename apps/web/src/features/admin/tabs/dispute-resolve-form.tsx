import {
  ADMIN_CONSOLE_TEXT,
  ADMIN_UI_TEXT,
  type AdminDisputeResolution,
  DISPUTE_RESOLUTION_LABELS,
  dollarsToCents,
  formatMoney,
} from '@ibh/contract';
import { useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DollarsField, notBelowZero } from '@/components/ui/dollars-field';
import { FormAlert } from '@/components/ui/form-alert';
import { TextareaField } from '@/components/ui/textarea-field';
import { isApiRequestError } from '@/lib/api-client';
import { useResolveDispute } from '../api/admin-api';

const T = ADMIN_UI_TEXT.disputes;

/** What a resolution does to the money, for its confirmation: amounts and who receives them. */
function confirmBody(
  resolution: AdminDisputeResolution,
  stillHeldCents: number,
  releaseCents: number | null,
  buyer: string,
  pro: string,
): string {
  switch (resolution) {
    case 'complete':
      return T.confirmComplete(formatMoney(stillHeldCents), pro);
    case 'refund':
      return T.confirmRefund(formatMoney(stillHeldCents), buyer);
    case 'split': {
      const release = releaseCents ?? 0;
      return T.confirmSplit(formatMoney(release), pro, formatMoney(stillHeldCents - release), buyer);
    }
    default:
      return T.confirmReopen;
  }
}

export function ResolveForm({
  orderId,
  resolutions,
  stillHeldCents,
  buyerName,
  professionalName,
  onDone,
}: {
  orderId: string;
  /** The server's allowedActions: the resolutions the order table offers now. */
  resolutions: readonly AdminDisputeResolution[];
  stillHeldCents: number;
  buyerName: string;
  professionalName: string;
  onDone: () => void;
}) {
  const [resolution, setResolution] = useState<AdminDisputeResolution>(resolutions[0] ?? 'complete');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Money never moves on one click (issue 26): Resolve asks first, naming amounts and receivers.
  const [confirming, setConfirming] = useState(false);
  const resolveButton = useRef<HTMLButtonElement>(null);
  const mutation = useResolveDispute();
  const groupId = useId();
  const releaseCents = resolution === 'split' ? dollarsToCents(amount) : null;

  /** Checks the form, then asks for confirmation. */
  function review() {
    if (resolution === 'split' && (!releaseCents || releaseCents >= stillHeldCents)) {
      setError(ADMIN_CONSOLE_TEXT.splitTooLarge);
      return;
    }
    setError(null);
    setConfirming(true);
  }

  function resolve() {
    mutation.mutate(
      {
        orderId,
        resolution,
        ...(releaseCents ? { releaseCents } : {}),
        note: note.trim() || null,
      },
      {
        onSuccess: () => {
          setConfirming(false);
          toast.success(T.resolved);
          onDone();
        },
        onError: (e) => {
          setConfirming(false);
          const detail = isApiRequestError(e) && e.status !== 500 ? ` ${e.message}` : '';
          setError(`${ADMIN_CONSOLE_TEXT.disputeFailed}.${detail}`);
          toast.error(ADMIN_CONSOLE_TEXT.disputeFailed);
        },
      },
    );
  }

  return (
    <section
      aria-labelledby={`${groupId}-title`}
      className="self-start rounded-card border border-line bg-surface p-4"
    >
      <h3 id={`${groupId}-title`} className="text-base font-semibold text-ink">
        {T.resolveTitle}
      </h3>
      <form
        className="mt-3 flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          review();
        }}
      >
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-ink">{T.resolution}</legend>
          {resolutions.map((value) => (
            <label key={value} className="flex min-h-10 items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                name={`${groupId}-resolution`}
                value={value}
                checked={resolution === value}
                onChange={() => setResolution(value)}
                className="size-4 accent-sapphire-600"
              />
              {DISPUTE_RESOLUTION_LABELS[value]}
            </label>
          ))}
        </fieldset>
        {resolution === 'split' ? (
          <DollarsField
            label={T.releaseAmount}
            hint={T.releaseHint(formatMoney(stillHeldCents))}
            value={amount}
            onChange={(event) => setAmount(notBelowZero(event.target.value))}
          />
        ) : null}
        <TextareaField
          label={T.note}
          rows={2}
          maxLength={500}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        {error ? <FormAlert tone="error">{error}</FormAlert> : null}
        <Button ref={resolveButton} type="submit" disabled={mutation.isPending}>
          {T.resolve}
        </Button>
        <ButtonLink to={`/order/${orderId}`} variant="ghost">
          {T.openOrder}
        </ButtonLink>
      </form>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        returnFocus={() => resolveButton.current}
        title={T.confirmTitle}
        body={confirmBody(resolution, stillHeldCents, releaseCents, buyerName, professionalName)}
        confirmLabel={T.confirmAction[resolution](formatMoney(stillHeldCents))}
        cancelLabel={T.keep}
        confirmVariant="primary"
        busy={mutation.isPending}
        onConfirm={resolve}
      />
    </section>
  );
}
