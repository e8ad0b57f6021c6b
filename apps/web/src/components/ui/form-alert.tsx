import { AlertCircle, CheckCircle2, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';

type Tone = 'error' | 'info' | 'success';

const TONES: Record<Tone, string> = {
  error: 'border-danger-600/25 bg-danger-50 text-danger-600',
  info: 'border-sapphire-100 bg-sapphire-50 text-sapphire-700',
  success: 'border-success-600/25 bg-success-600/10 text-success-600',
};
const ICONS = { error: AlertCircle, info: Info, success: CheckCircle2 } as const;

/** A message for the whole form. Errors are announced (role=alert), others politely. */
export function FormAlert({
  id,
  tone = 'error',
  children,
  action,
  className,
}: {
  id?: string;
  tone?: Tone;
  children: ReactNode;
  /** A follow-up control under the message (e.g. 'Send a confirmation code'). */
  action?: ReactNode;
  className?: string;
}) {
  const Icon = ICONS[tone];
  return (
    <div
      id={id}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx('flex gap-2.5 rounded-lg border px-3 py-2.5 text-sm', TONES[tone], className)}
    >
      <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">{children}</p>
        {action ? <div className="mt-2">{action}</div> : null}
      </div>
    </div>
  );
}
