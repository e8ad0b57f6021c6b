import { BadgeCheck, FlaskConical, type LucideIcon, ShieldCheck, UsersRound } from 'lucide-react';

const REASONS: ReadonlyArray<{ title: string; body: string; icon: LucideIcon }> = [
  {
    title: 'Validate faster',
    body: 'Run interview sprints and turn what you learn into evidence that others can check and co-sign.',
    icon: FlaskConical,
  },
  {
    title: 'Find aligned co-founders',
    body: 'Match on skills, availability and what each founder is looking for, then work together in one place.',
    icon: UsersRound,
  },
  {
    title: 'Control who sees what',
    body: 'Keep an idea private, share it with your team, or publish it when you are ready for feedback.',
    icon: ShieldCheck,
  },
  {
    title: 'Hire verified professionals',
    body: 'Buy validation services with escrow: payment is released only after the work is delivered.',
    icon: BadgeCheck,
  },
];

/** The four reasons to use IBH. */
export function WhyUseSection() {
  return (
    <section aria-labelledby="why-title" className="mt-16 sm:mt-20">
      <h2 id="why-title" className="text-2xl font-semibold tracking-tight text-ink">
        Why founders use IBH
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {REASONS.map(({ title, body, icon: Icon }) => (
          <li key={title} className="rounded-card border border-line bg-surface p-5 shadow-sm">
            <span className="inline-flex size-10 items-center justify-center rounded-lg bg-sapphire-50 text-sapphire-600">
              <Icon aria-hidden className="size-5" />
            </span>
            <h3 className="mt-4 text-base font-semibold text-ink">{title}</h3>
            <p className="mt-1.5 text-sm leading-relaxed text-ink-muted">{body}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
