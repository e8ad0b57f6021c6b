import { COMMUNITY_TEXT, NAV_TEXT, PATHS } from '@ibh/contract';
import { MessagesSquare } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';

/** Community placeholder (000 section 2, Other screens). */
export default function CommunityPage() {
  return (
    <section aria-labelledby="community-title" className="mx-auto max-w-2xl py-10 text-center sm:py-16">
      <title>{`${COMMUNITY_TEXT.title} · IBH`}</title>
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-sapphire-50 text-sapphire-600">
        <MessagesSquare aria-hidden className="size-7" />
      </span>
      <h1 id="community-title" className="mt-5 text-3xl font-semibold tracking-tight text-ink">
        {COMMUNITY_TEXT.title}
      </h1>
      <p className="mt-3 text-lg text-ink-muted">{COMMUNITY_TEXT.body}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink to={PATHS.explore}>{NAV_TEXT.explore}</ButtonLink>
        <ButtonLink to={PATHS.students} variant="secondary">
          {NAV_TEXT.students}
        </ButtonLink>
      </div>
    </section>
  );
}
