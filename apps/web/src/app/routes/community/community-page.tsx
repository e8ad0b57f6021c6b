import { COMMUNITY_PAGE_TEXT, COMMUNITY_TEXT, NAV_TEXT, PATHS } from '@ibh/contract';
import {
  ArrowRight,
  GraduationCap,
  Lightbulb,
  type LucideIcon,
  Megaphone,
  MessageSquareQuote,
  MessagesSquare,
  ShieldCheck,
  UsersRound,
} from 'lucide-react';
import { Link } from 'react-router';
import { TitledSection } from '@/components/page/titled-section';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';

const UPCOMING_ICONS: LucideIcon[] = [MessagesSquare, Megaphone, UsersRound];

const LINKS: ReadonlyArray<{ label: string; to: string; icon: LucideIcon }> = [
  { label: COMMUNITY_PAGE_TEXT.links.explore, to: PATHS.explore, icon: Lightbulb },
  { label: COMMUNITY_PAGE_TEXT.links.cofounders, to: PATHS.cofounders, icon: UsersRound },
  { label: COMMUNITY_PAGE_TEXT.links.students, to: PATHS.students, icon: GraduationCap },
  { label: COMMUNITY_PAGE_TEXT.links.evidence, to: PATHS.evidence, icon: ShieldCheck },
  { label: COMMUNITY_PAGE_TEXT.links.testimonial, to: PATHS.testimonial, icon: MessageSquareQuote },
];

/**
 * Community (000 section 2): a placeholder saying the section will host public discussions,
 * announcements and collaboration soon, with what each will be and where the community already meets.
 */
export default function CommunityPage() {
  return (
    <div className="mx-auto max-w-4xl py-6 sm:py-12">
      <title>{`${COMMUNITY_TEXT.title} · IBH`}</title>
      <section aria-labelledby="community-title" className="text-center">
        <span className="inline-flex size-14 items-center justify-center rounded-full bg-sapphire-50 text-sapphire-600">
          <MessagesSquare aria-hidden className="size-7" />
        </span>
        <p className="mt-4">
          <Badge tone="gold">{COMMUNITY_PAGE_TEXT.eyebrow}</Badge>
        </p>
        <h1 id="community-title" className="mt-3 text-3xl font-semibold tracking-tight text-ink sm:text-4xl">
          {COMMUNITY_TEXT.title}
        </h1>
        <p className="mx-auto mt-3 max-w-xl text-lg text-ink-muted">{COMMUNITY_TEXT.body}</p>
      </section>

      <TitledSection
        id="community-coming"
        title={COMMUNITY_PAGE_TEXT.comingTitle}
        className="mt-10"
        look="hidden"
      >
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          {COMMUNITY_PAGE_TEXT.upcoming.map((item, index) => {
            const Icon = UPCOMING_ICONS[index] ?? MessagesSquare;
            return (
              <li
                key={item.title}
                className="rounded-card border border-dashed border-line-strong bg-surface p-5"
              >
                <Icon aria-hidden className="size-5 text-sapphire-600" />
                <h3 className="mt-3 font-semibold text-ink">{item.title}</h3>
                <p className="mt-1 text-sm text-ink-muted">{item.body}</p>
              </li>
            );
          })}
        </ul>
      </TitledSection>

      <TitledSection
        id="community-meanwhile"
        title={COMMUNITY_PAGE_TEXT.meanwhileTitle}
        className="mt-12"
        look="xl"
      >
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {LINKS.map(({ label, to, icon: Icon }) => (
            <li key={to}>
              <Link
                to={to}
                className="group flex min-h-14 items-center gap-3 rounded-card border border-line bg-surface px-4 py-3 shadow-sm hover:border-sapphire-600"
              >
                <Icon aria-hidden className="size-5 shrink-0 text-gold-700" />
                <span className="flex-1 font-medium text-ink">{label}</span>
                <ArrowRight
                  aria-hidden
                  className="size-4 text-sapphire-700 transition-transform group-hover:translate-x-1"
                />
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to={PATHS.postIdea} variant="gold">
            {NAV_TEXT.postIdea}
          </ButtonLink>
          <ButtonLink to={PATHS.explore} variant="secondary">
            {NAV_TEXT.explore}
          </ButtonLink>
        </div>
      </TitledSection>
    </div>
  );
}
