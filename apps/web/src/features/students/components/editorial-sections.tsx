import { PATHS, STUDENTS_TEXT } from '@ibh/contract';
import {
  ArrowRight,
  BookOpen,
  Flag,
  type LucideIcon,
  Search,
  ShieldCheck,
  Sparkles,
  UsersRound,
} from 'lucide-react';
import { Link } from 'react-router';
import { TitledSection } from '@/components/page/titled-section';
import { ButtonLink } from '@/components/ui/button';
import { IconSection } from '@/components/ui/icon-section';

/**
 * Editorial content (decision 95): the challenges and resources are written by the IBH team and
 * change with the season, not data the network holds. Each button goes somewhere real.
 */
const CHALLENGES = [
  {
    title: 'Campus problem sprint',
    body: 'Pick one problem on your campus, talk to five students who have it, and post what you learned.',
    tag: 'Validation',
  },
  {
    title: 'Climate on a budget',
    body: 'An idea that cuts emissions for a household or a small shop, for under $100 to start.',
    tag: 'Climate',
  },
  {
    title: 'Tools for first-time founders',
    body: 'Something that makes the first month of a startup easier: legal, hiring, money or focus.',
    tag: 'SaaS',
  },
];

const RESOURCES: ReadonlyArray<{ title: string; body: string; to: string; icon: LucideIcon }> = [
  {
    title: 'Run an interview sprint',
    body: 'Ten customer interviews, a clear hypothesis and a result you can publish as evidence.',
    to: PATHS.sprintList,
    icon: Search,
  },
  {
    title: 'The evidence ledger',
    body: 'How proofs are recorded, versioned and co-signed by professionals.',
    to: PATHS.evidence,
    icon: ShieldCheck,
  },
  {
    title: 'How merit works',
    body: 'What makes a professional stand out, and how to choose who reviews your idea.',
    to: PATHS.helpMerit,
    icon: Sparkles,
  },
  {
    title: 'Get expert help',
    body: 'Validation, design and pitch services from verified professionals, paid through escrow.',
    to: PATHS.browseServices,
    icon: BookOpen,
  },
];

export function ChallengesSection() {
  return (
    <section aria-labelledby="challenges-title" className="mt-14">
      <h2
        id="challenges-title"
        className="flex items-center gap-2 text-2xl font-semibold tracking-tight text-ink"
      >
        <Flag aria-hidden className="size-5 text-gold-700" />
        {STUDENTS_TEXT.challengesTitle}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{STUDENTS_TEXT.challengesIntro}</p>
      <ul className="mt-5 grid gap-4 md:grid-cols-3">
        {CHALLENGES.map((challenge) => (
          <li
            key={challenge.title}
            className="flex flex-col rounded-card border border-gold-100 bg-gold-50 p-5"
          >
            <span className="text-xs font-semibold tracking-wide text-gold-800 uppercase">
              {challenge.tag}
            </span>
            <h3 className="mt-2 text-base font-semibold text-ink">{challenge.title}</h3>
            <p className="mt-1 flex-1 text-sm text-ink">{challenge.body}</p>
            <ButtonLink
              to={PATHS.postIdea}
              variant="secondary"
              className="mt-4 self-start"
              aria-label={`${STUDENTS_TEXT.joinChallenge}: ${challenge.title}`}
            >
              {STUDENTS_TEXT.joinChallenge}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function TeammatesSection() {
  return (
    <IconSection
      id="teammates-title"
      icon={UsersRound}
      iconClassName="size-5 text-sapphire-700"
      title={STUDENTS_TEXT.teammatesTitle}
      headingSize="text-xl"
      className="rounded-card border border-sapphire-100 bg-sapphire-50 p-5 sm:p-6"
    >
      <p className="mt-1 text-sm text-ink">{STUDENTS_TEXT.teammatesIntro}</p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <ButtonLink to={PATHS.cofounders}>{STUDENTS_TEXT.findTeammates}</ButtonLink>
        <ButtonLink to={`${PATHS.explore}?openForCollab=true`} variant="secondary">
          {STUDENTS_TEXT.exploreIdeas}
        </ButtonLink>
      </div>
    </IconSection>
  );
}

export function ResourcesSection() {
  return (
    <TitledSection id="resources-title" title={STUDENTS_TEXT.resourcesTitle} className="mt-14" look="page">
      <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {RESOURCES.map(({ title, body, to, icon: Icon }) => (
          <li key={title}>
            <Link
              to={to}
              className="group flex h-full flex-col rounded-card border border-line bg-surface p-5 shadow-sm hover:border-sapphire-600"
            >
              <Icon aria-hidden className="size-5 text-sapphire-600" />
              <span className="mt-3 font-semibold text-ink">{title}</span>
              <span className="mt-1 flex-1 text-sm text-ink-muted">{body}</span>
              <ArrowRight
                aria-hidden
                className="mt-3 size-4 text-sapphire-700 transition-transform group-hover:translate-x-1"
              />
            </Link>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
