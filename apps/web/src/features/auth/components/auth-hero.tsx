import { AUTH_HERO_TEXT, HOME_TEXT, ROLES } from '@ibh/contract';
import { Briefcase, FlaskConical, Lightbulb, Lock, ShieldCheck, Users } from 'lucide-react';
import { cx } from '@/lib/cx';

const POINT_ICONS = [FlaskConical, Users, Lock] as const;
const ROLE_NAME = Object.fromEntries(ROLES.map((role) => [role.slug, role.name]));

/** The marketing side of the login and sign-up screen (000 section 2: hero marketing copy). */
export function AuthHero({ className }: { className?: string }) {
  return (
    <section
      aria-labelledby="auth-hero-title"
      className={cx(
        'relative isolate overflow-hidden rounded-card bg-sapphire-900 p-6 text-white sm:p-10',
        className,
      )}
    >
      <div
        aria-hidden
        className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-sapphire-500/40 blur-3xl"
      />
      <div
        aria-hidden
        className="absolute -bottom-28 -left-20 -z-10 size-72 rounded-full bg-gold-400/20 blur-3xl"
      />
      <p className="inline-flex items-center gap-2 rounded-full border border-gold-400/40 bg-gold-400/10 px-3 py-1 text-xs font-semibold tracking-wide text-gold-100 uppercase">
        <ShieldCheck aria-hidden className="size-3.5" />
        {AUTH_HERO_TEXT.eyebrow}
      </p>
      <h2
        id="auth-hero-title"
        className="mt-5 max-w-lg text-3xl leading-tight font-semibold tracking-tight text-balance sm:text-4xl"
      >
        {AUTH_HERO_TEXT.title}
      </h2>
      <p className="mt-4 max-w-lg text-base leading-relaxed text-sapphire-100">IBH is {HOME_TEXT.tagline}.</p>
      <ul className="mt-8 flex flex-col gap-5">
        {AUTH_HERO_TEXT.points.map((point, index) => {
          const Icon = POINT_ICONS[index] ?? ShieldCheck;
          return (
            <li key={point.title} className="flex gap-3.5">
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/10 text-gold-400 ring-1 ring-white/15">
                <Icon aria-hidden className="size-5" />
              </span>
              <div>
                <p className="font-semibold">{point.title}</p>
                <p className="mt-0.5 text-sm leading-relaxed text-sapphire-100">{point.body}</p>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="mt-9 grid gap-3 sm:grid-cols-2">
        <div className="rounded-xl border border-gold-400/35 bg-gold-400/10 p-4">
          <p className="flex items-center gap-2 text-sm font-semibold text-gold-100">
            <Lightbulb aria-hidden className="size-4 text-gold-400" />
            {ROLE_NAME.idea_owner}
          </p>
          <p className="mt-1 text-sm text-sapphire-100">{AUTH_HERO_TEXT.ideaOwner}</p>
        </div>
        <div className="rounded-xl border border-sapphire-100/30 bg-sapphire-500/25 p-4">
          <p className="flex items-center gap-2 text-sm font-semibold text-white">
            <Briefcase aria-hidden className="size-4 text-sapphire-100" />
            {ROLE_NAME.professional}
          </p>
          <p className="mt-1 text-sm text-sapphire-100">{AUTH_HERO_TEXT.professional}</p>
        </div>
      </div>
    </section>
  );
}
