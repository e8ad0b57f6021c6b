import { type HomeStats, EVIDENCE_HOME_TEXT as T } from '@ibh/contract';
import { BadgeCheck, FlaskConical, type LucideIcon, Trophy } from 'lucide-react';
import { TitledSection } from '@/components/page/titled-section';
import { Skeleton } from '@/components/ui/skeleton';

const CARDS: { key: keyof HomeStats; label: string; hint: string; icon: LucideIcon; tone: string }[] = [
  {
    key: 'experiments30d',
    label: T.stats.experiments,
    hint: T.statsHint.experiments,
    icon: FlaskConical,
    tone: 'bg-gold-50 text-gold-800',
  },
  {
    key: 'passes30d',
    label: T.stats.passes,
    hint: T.statsHint.passes,
    icon: Trophy,
    tone: 'bg-gold-50 text-gold-800',
  },
  {
    key: 'panelCosigns30d',
    label: T.stats.panelCosigns,
    hint: T.statsHint.panelCosigns,
    icon: BadgeCheck,
    tone: 'bg-sapphire-50 text-sapphire-700',
  },
];

/** The three 30-day stat cards (001 sections 2.9, 3.3); skeletons of their size while loading. */
export function HomeStatCards({ stats }: { stats: HomeStats | undefined }) {
  return (
    <TitledSection id="evidence-home-stats" title={T.statsTitle} className="mt-12" look="label">
      <ul className="mt-3 grid grid-cols-3 gap-2 sm:gap-3">
        {CARDS.map(({ key, label, hint, icon: Icon, tone }) => (
          <li
            key={key}
            className="flex min-w-0 flex-col gap-2 rounded-card border border-line bg-surface p-3 shadow-sm sm:flex-row sm:items-center sm:gap-4 sm:p-4"
          >
            <span
              className={`inline-flex size-9 shrink-0 items-center justify-center rounded-full sm:size-11 ${tone}`}
            >
              <Icon aria-hidden className="size-5" />
            </span>
            <div className="min-w-0">
              {stats ? (
                <p className="text-2xl font-semibold text-ink tabular-nums" data-testid={`stat-${key}`}>
                  {stats[key].toLocaleString()}
                </p>
              ) : (
                <Skeleton className="h-8 w-12" />
              )}
              <p className="text-sm leading-tight font-medium text-ink">{label}</p>
              <p className="sr-only text-xs text-ink-muted sm:not-sr-only">{hint}</p>
            </div>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
