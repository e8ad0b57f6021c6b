import { SECOND_FACTOR_TEXT } from '@ibh/contract';
import { useState } from 'react';
import { SubmitButton } from '@/components/submit-button/submit-button';
import { OneTimeCodeField } from '@/components/ui/text-field';
import { isApiRequestError } from '@/lib/api-client';

/** A current 6-digit code, then an action (turn on, turn off, new recovery codes). */
export function CodeActionForm({
  label,
  submitLabel,
  busyLabel = SECOND_FACTOR_TEXT.security.confirming,
  busy,
  onSubmit,
  variant,
}: {
  label: string;
  submitLabel: string;
  busyLabel?: string;
  busy: boolean;
  onSubmit: (code: string) => Promise<unknown>;
  variant?: 'primary' | 'secondary' | 'danger';
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await onSubmit(code.trim());
      setCode('');
    } catch (failure) {
      setError(isApiRequestError(failure) ? failure.message : SECOND_FACTOR_TEXT.security.failed);
    }
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <OneTimeCodeField label={label} value={code} error={error} onChange={(e) => setCode(e.target.value)} />
      <SubmitButton
        busy={busy}
        label={submitLabel}
        busyLabel={busyLabel}
        variant={variant}
        className="sm:mt-7"
      />
    </form>
  );
}
