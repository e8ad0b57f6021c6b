import {
  buildPath,
  IDEA_STAGE_LABELS,
  type IdeaStage,
  PATHS,
  type SpotlightIdea,
  STUDENTS_TEXT,
  type StudentsPage,
  type StudentsQuery,
} from '@ibh/contract';
import { GraduationCap, Heart, Lightbulb, MapPin, MessageCircle } from 'lucide-react';
import { IconLabel } from '@/components/page/icon-label';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button, ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { HeadingIntro } from '@/components/ui/heading-intro';
import { SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';

function SpotlightCard({ idea }: { idea: SpotlightIdea }) {
  const stage = IDEA_STAGE_LABELS[idea.stage as IdeaStage] ?? idea.stage;
  return (
    <li className="flex flex-col rounded-card border border-line bg-surface p-5 shadow-sm">
      <div className="flex flex-wrap gap-2">
        {idea.field ? <Badge tone="sapphire">{idea.field}</Badge> : null}
        <Badge>{stage}</Badge>
      </div>
      <h3 className="mt-3 text-base font-semibold text-ink">{idea.title}</h3>
      <p className="mt-1 line-clamp-3 text-sm text-ink-muted">{idea.summary}</p>
      <div className="mt-4 flex items-center gap-2 text-sm">
        <Avatar url={idea.owner.avatarUrl} name={idea.owner.fullName} size={28} />
        <span className="min-w-0 truncate font-medium text-ink">{idea.owner.fullName}</span>
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
        {idea.country ? (
          <IconLabel as="li" icon={MapPin} iconClassName="size-3.5">
            {idea.country}
          </IconLabel>
        ) : null}
        {idea.university ? (
          <IconLabel as="li" icon={GraduationCap} iconClassName="size-3.5">
            {idea.university}
          </IconLabel>
        ) : null}
        <IconLabel as="li" icon={Heart} iconClassName="size-3.5">
          {STUDENTS_TEXT.likes(idea.likes)}
        </IconLabel>
        <IconLabel as="li" icon={MessageCircle} iconClassName="size-3.5">
          {STUDENTS_TEXT.comments(idea.comments)}
        </IconLabel>
      </ul>
      <ButtonLink
        to={buildPath(PATHS.idea, { id: idea.id })}
        variant="secondary"
        className="mt-4 self-start"
        aria-label={`${STUDENTS_TEXT.viewIdea}: ${idea.title}`}
      >
        {STUDENTS_TEXT.viewIdea}
      </ButtonLink>
    </li>
  );
}

type FilterKey = keyof StudentsQuery;

const FILTER_KEYS: readonly FilterKey[] = ['country', 'university', 'field'];
/** Each filter's label, its 'any' choice and where the page's filters list its values. */
const FILTER_TEXT = {
  country: { label: STUDENTS_TEXT.filterCountry, any: STUDENTS_TEXT.anyCountry, options: 'countries' },
  university: {
    label: STUDENTS_TEXT.filterUniversity,
    any: STUDENTS_TEXT.anyUniversity,
    options: 'universities',
  },
  field: { label: STUDENTS_TEXT.filterField, any: STUDENTS_TEXT.anyField, options: 'fields' },
} as const;

/**
 * Spotlight ideas (000 section 2) from the network: public, non-premium ideas, most liked first,
 * filtered by the founder's country, university (approved ambassadors') and the idea's field.
 */
export function SpotlightSection({
  data,
  filters,
  onFilter,
  isLoading,
  isFetching,
}: {
  data: StudentsPage['spotlight'] | undefined;
  filters: StudentsQuery;
  /** Sets the given filters ('' clears one) in one change of the address. */
  onFilter: (changes: Partial<Record<FilterKey, string>>) => void;
  isLoading: boolean;
  isFetching: boolean;
}) {
  const options = data?.filters;
  const withCurrent = (values: string[] | undefined, current: string | undefined) =>
    current && !values?.includes(current) ? [current, ...(values ?? [])] : (values ?? []);
  const filtered = Boolean(filters.country || filters.university || filters.field);
  return (
    <section aria-labelledby="spotlight-title" className="mt-14">
      <HeadingIntro
        id="spotlight-title"
        kind="section"
        title={STUDENTS_TEXT.spotlightTitle}
        intro={STUDENTS_TEXT.spotlightIntro}
      />
      <div className="mt-5 grid gap-4 sm:grid-cols-3">
        {FILTER_KEYS.map((key) => (
          <SelectField
            key={key}
            label={FILTER_TEXT[key].label}
            placeholder={FILTER_TEXT[key].any}
            options={withCurrent(options?.[FILTER_TEXT[key].options], filters[key])}
            value={filters[key] ?? ''}
            hint={
              key === 'university' && options && options.universities.length === 0
                ? STUDENTS_TEXT.noUniversities
                : undefined
            }
            onChange={(event) => onFilter({ [key]: event.target.value })}
          />
        ))}
      </div>
      <div className="mt-6" aria-busy={isLoading || isFetching}>
        {isLoading ? (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {[1, 2, 3].map((n) => (
              <li key={n}>
                <Skeleton className="h-56" />
              </li>
            ))}
          </ul>
        ) : data && data.items.length > 0 ? (
          <ul
            className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3"
            aria-label={STUDENTS_TEXT.spotlightTitle}
          >
            {data.items.map((idea) => (
              <SpotlightCard key={idea.id} idea={idea} />
            ))}
          </ul>
        ) : data ? (
          <EmptyState
            icon={Lightbulb}
            action={
              filtered ? (
                <Button
                  variant="secondary"
                  onClick={() => onFilter({ country: '', university: '', field: '' })}
                >
                  {STUDENTS_TEXT.clearFilters}
                </Button>
              ) : (
                <ButtonLink to={PATHS.postIdea} variant="gold">
                  Post Your Idea
                </ButtonLink>
              )
            }
          >
            {filtered ? STUDENTS_TEXT.spotlightEmpty : STUDENTS_TEXT.spotlightEmptyAll}
          </EmptyState>
        ) : null}
      </div>
    </section>
  );
}
