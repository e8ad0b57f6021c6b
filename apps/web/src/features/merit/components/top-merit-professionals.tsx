import { buildPath, MERIT_TEXT, PATHS, type ProfessionalCard, type TopPros } from '@ibh/contract';
import { BadgeCheck, Sparkles, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Skeletons } from '@/components/ui/skeletons';
import { useFlags } from '@/lib/flags-context';
import { usePageOrigin } from '@/lib/page-origin';
import { useMeritPrefetch } from '../hooks/use-merit-prefetch';
import { MeritBars } from './merit-bars';
import { MeritTotal } from './merit-total';
import { MeritTrigger } from './merit-trigger';

export interface TopMeritProfessionalsProps {
  data: TopPros | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
}

const HEADING_ID = 'top-merit-professionals';

/**
 * Top Merit Professionals block on the home page (001 section 2.7). Issue 19 seam: the home page
 * passes the data its one round trip brought. Cards: rank, avatar, name (the merit card hangs on
 * it), verification, headline, merit total and the three bars; rising professionals below when
 * the server sends them; an ItemList JSON-LD of the list (jsonLd flag).
 */
export function TopMeritProfessionals({ data, isLoading, isError, onRetry }: TopMeritProfessionalsProps) {
  const { jsonLd, risingProse } = useFlags();
  const observe = useMeritPrefetch();
  return (
    <section aria-labelledby={HEADING_ID} className="mt-16 sm:mt-20" data-testid="top-merit-professionals">
      <div className="flex flex-col gap-1">
        <h2 id={HEADING_ID} className="flex items-center gap-2 text-2xl font-semibold text-ink">
          <Trophy aria-hidden className="size-6 text-gold-500" />
          {MERIT_TEXT.topTitle}
        </h2>
        <p className="text-ink-muted">
          {MERIT_TEXT.topIntro}{' '}
          <Link to={PATHS.helpMerit} className="text-sapphire-700 underline underline-offset-2">
            {MERIT_TEXT.whatsMerit}
          </Link>
        </p>
      </div>
      <div className="mt-6">
        {isError ? (
          <ErrorPanel message={MERIT_TEXT.topFailed} onRetry={onRetry} retryLabel={MERIT_TEXT.retry} />
        ) : isLoading || !data ? (
          <TopProsSkeleton />
        ) : data.pros.length === 0 ? (
          <p className="rounded-card border border-dashed border-line p-6 text-center text-ink-muted">
            {MERIT_TEXT.topEmpty}
          </p>
        ) : (
          <>
            <ProGrid cards={data.pros} observe={observe} />
            {data.rising.length > 0 ? (
              <div className="mt-10">
                <h3 className="flex items-center gap-2 text-lg font-semibold text-ink">
                  <Sparkles aria-hidden className="size-5 text-sapphire-600" />
                  {MERIT_TEXT.risingTitle}
                </h3>
                {risingProse ? <p className="mt-1 text-sm text-ink-muted">{MERIT_TEXT.risingProse}</p> : null}
                <div className="mt-4">
                  <ProGrid cards={data.rising} observe={observe} rising />
                </div>
              </div>
            ) : null}
            {jsonLd ? <ItemListJsonLd cards={data.pros} /> : null}
          </>
        )}
      </div>
    </section>
  );
}

function ProGrid({
  cards,
  observe,
  rising = false,
}: {
  cards: ProfessionalCard[];
  observe: (userId: string) => (element: Element | null) => void;
  rising?: boolean;
}) {
  return (
    <ol className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <li key={card.userId} ref={observe(card.userId)} className="min-w-0">
          <ProCard card={card} rising={rising} />
        </li>
      ))}
    </ol>
  );
}

function ProCard({ card, rising }: { card: ProfessionalCard; rising: boolean }) {
  const profile = buildPath(PATHS.proProfile, { id: card.userId });
  const name = card.fullName;
  return (
    <article
      className="flex h-full flex-col gap-3 rounded-card border border-line bg-surface p-4 shadow-sm"
      data-testid="top-pro-card"
      data-user-id={card.userId}
    >
      <div className="flex items-start gap-3">
        <Avatar url={card.avatarUrl} name={name} size={44} />
        <div className="flex min-w-0 flex-1 flex-col">
          <div className="flex min-w-0 items-center gap-1.5">
            <MeritTrigger userId={card.userId} name={name} isVerified={card.isVerified}>
              <Link
                to={profile}
                className="min-w-0 truncate font-semibold text-ink underline-offset-2 hover:underline"
              >
                {name}
              </Link>
            </MeritTrigger>
            {card.isVerified ? (
              <BadgeCheck aria-label={MERIT_TEXT.verified} className="size-4 shrink-0 text-sapphire-600" />
            ) : null}
          </div>
          {card.headline ? <p className="truncate text-sm text-ink-muted">{card.headline}</p> : null}
        </div>
        <Badge tone={rising ? 'sapphire' : 'neutral'} className="shrink-0 tabular-nums">
          <span className="sr-only">Rank </span>
          {MERIT_TEXT.rank(card.rank)}
        </Badge>
      </div>
      <MeritTotal total={card.merit.lifetimeTotal} size="tile" />
      <MeritBars merit={card.merit} compact />
    </article>
  );
}

function TopProsSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading top professionals"
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex flex-col gap-3 rounded-card border border-line p-4">
          <Skeletons className="flex items-center gap-3" shapes={['size-11 rounded-full', 'h-5 w-32']} />
          <Skeletons shapes={['h-6 w-20', 'h-3 w-full', 'h-3 w-full', 'h-3 w-full']} />
        </div>
      ))}
    </div>
  );
}

/** schema.org ItemList of the ranked professionals (data, never executed: the CSP allows it). */
function ItemListJsonLd({ cards }: { cards: ProfessionalCard[] }) {
  const origin = usePageOrigin();
  const list = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: MERIT_TEXT.topTitle,
    itemListOrder: 'https://schema.org/ItemListOrderDescending',
    numberOfItems: cards.length,
    itemListElement: [...cards]
      .sort((a, b) => a.rank - b.rank)
      .map((card) => ({
        '@type': 'ListItem',
        position: card.rank,
        item: {
          '@type': 'Person',
          name: card.fullName,
          url: `${origin}${buildPath(PATHS.proProfile, { id: card.userId })}`,
          ...(card.headline ? { jobTitle: card.headline } : {}),
        },
      })),
  };
  return (
    <script
      type="application/ld+json"
      data-testid="top-pros-jsonld"
      // JSON, with '<' escaped so no name can close the script element.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: serialized data, '<' escaped
      dangerouslySetInnerHTML={{ __html: JSON.stringify(list).replace(/</g, '\\u003c') }}
    />
  );
}
