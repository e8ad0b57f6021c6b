import { ADMIN_EMAIL_TEXT as T, TEST_EMAIL_TEMPLATES, type TestEmailTemplate } from '@ibh/contract';
import { type FormEvent, useState } from 'react';
import { SubmitButton } from '@/components/submit-button/submit-button';
import { FormAlert } from '@/components/ui/form-alert';
import { HeadingIntro } from '@/components/ui/heading-intro';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { serverFieldErrors, withDetail } from '@/lib/form-errors';
import { useSendTestEmail } from '../api/admin-tools';

/** /admin/shop?tab=email-test: one of the seven order emails to a sandbox address (001 sections 5, 7.4). */
export default function EmailTestTab() {
  const [to, setTo] = useState('');
  const [template, setTemplate] = useState<TestEmailTemplate>(TEST_EMAIL_TEMPLATES[0]);
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const send = useSendTestEmail();

  function submit(event: FormEvent) {
    event.preventDefault();
    setResult(null);
    const address = to.trim();
    if (!address) {
      setError(T.addressRequired);
      return;
    }
    setError(undefined);
    send.mutate(
      { to: address, template },
      {
        onSuccess: (sent) =>
          setResult({
            tone: 'success',
            text: sent.delivery === 'smtp' ? T.sentSmtp(address) : T.sentOutbox(address),
          }),
        onError: (failure) => {
          setError(serverFieldErrors(failure).find(([field]) => field === 'to')?.[1]);
          setResult({ tone: 'error', text: withDetail(T.failed, failure) });
        },
      },
    );
  }

  return (
    <section aria-labelledby="email-test-title" className="flex flex-col gap-4">
      <HeadingIntro id="email-test-title" kind="tab" title={T.title} intro={T.intro} />
      <form
        noValidate
        onSubmit={submit}
        className="flex max-w-xl flex-col gap-4 rounded-card border border-line bg-surface p-4 sm:p-6"
      >
        <TextField
          label={T.addressLabel}
          type="email"
          autoComplete="off"
          placeholder="sandbox@example.test"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          error={error}
        />
        <SelectField
          label={T.templateLabel}
          value={template}
          options={TEST_EMAIL_TEMPLATES.map((name) => ({ value: name, label: T.templateLabels[name] }))}
          onChange={(e) => setTemplate(e.target.value as TestEmailTemplate)}
        />
        {result ? <FormAlert tone={result.tone}>{result.text}</FormAlert> : null}
        <div className="flex justify-end">
          <SubmitButton busy={send.isPending} label={T.send} busyLabel={T.sending} />
        </div>
      </form>
    </section>
  );
}
