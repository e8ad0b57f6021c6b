import { formatMoney, SERVICE_DETAIL_TEXT, SERVICE_SCREEN_TEXT, type ServicePackage } from '@ibh/contract';
import { Check, Clock, RefreshCw } from 'lucide-react';
import { cx } from '@/lib/cx';

/**
 * The package tiers side by side as one radio group: arrows move between tiers, the chosen one is
 * outlined and ticked (not by colour alone).
 */
export function PackagePicker({
  packages,
  chosenId,
  onChoose,
}: {
  packages: readonly ServicePackage[];
  chosenId: string | undefined;
  onChoose: (packageId: string) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-lg font-semibold text-ink">{SERVICE_SCREEN_TEXT.choosePackage}</legend>
      <div
        className={cx(
          'grid gap-3',
          packages.length > 1 && 'md:grid-cols-2',
          packages.length > 2 && 'lg:grid-cols-3',
        )}
      >
        {packages.map((pkg) => {
          const chosen = pkg.id === chosenId;
          return (
            <label
              key={pkg.id}
              className={cx(
                'relative flex cursor-pointer flex-col gap-3 rounded-card border bg-surface p-5 shadow-sm transition-colors',
                'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-sapphire-500',
                chosen
                  ? 'border-sapphire-600 ring-1 ring-sapphire-600'
                  : 'border-line hover:border-line-strong',
              )}
            >
              <input
                type="radio"
                name="package"
                value={pkg.id}
                checked={chosen}
                onChange={() => onChoose(pkg.id)}
                className="sr-only"
              />
              <span className="flex items-start justify-between gap-3">
                <span className="text-base font-semibold text-ink">{pkg.name}</span>
                <span
                  aria-hidden
                  className={cx(
                    'inline-flex size-6 shrink-0 items-center justify-center rounded-full border',
                    chosen ? 'border-sapphire-600 bg-sapphire-600 text-white' : 'border-line-strong',
                  )}
                >
                  {chosen ? <Check className="size-4" strokeWidth={3} /> : null}
                </span>
              </span>
              <span className="text-2xl font-semibold text-ink tabular-nums">
                {formatMoney(pkg.priceCents)}
              </span>
              <span className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
                <span className="inline-flex items-center gap-1.5">
                  <Clock aria-hidden className="size-4" />
                  {SERVICE_DETAIL_TEXT.delivery(pkg.days)}
                </span>
                <span className="inline-flex items-center gap-1.5">
                  <RefreshCw aria-hidden className="size-4" />
                  {SERVICE_DETAIL_TEXT.revisions(pkg.revisions)}
                </span>
              </span>
              {pkg.includes.length > 0 ? (
                <ul className="flex flex-col gap-1.5 border-t border-line pt-3 text-sm text-ink">
                  {pkg.includes.map((item) => (
                    <li key={item} className="flex gap-2">
                      <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-success-600" />
                      <span className="break-words">{item}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
