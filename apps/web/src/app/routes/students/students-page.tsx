import { NAV_TEXT, PATHS, STUDENTS_TEXT, type StudentsQuery } from '@ibh/contract';
import { ArrowRight, GraduationCap } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { HeroIntro } from '@/components/page/hero-intro';
import { ButtonLink } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { useStudentsPage } from '@/features/students/api/students-page';
import { AmbassadorApplicationDialog } from '@/features/students/components/ambassador-application-dialog';
import { AmbassadorsSection } from '@/features/students/components/ambassadors-section';
import {
  ChallengesSection,
  ResourcesSection,
  TeammatesSection,
} from '@/features/students/components/editorial-sections';
import { LeaderboardSection } from '@/features/students/components/leaderboard-section';
import { SpotlightSection } from '@/features/students/components/spotlight-section';
import { StudentStats } from '@/features/students/components/student-stats';

const FILTER_KEYS = ['country', 'university', 'field'] as const;

/** The filters in the address (so a filtered spotlight can be shared), blank ones left out. */
function filtersOf(search: URLSearchParams): StudentsQuery {
  const filters: StudentsQuery = {};
  for (const key of FILTER_KEYS) {
    const value = search.get(key)?.trim();
    if (value) filters[key] = value.slice(0, 80);
  }
  return filters;
}

/**
 * Student landing page (000 section 2): hero, stats, spotlight ideas with filters, challenges,
 * find teammates, resources, leaderboard, the ambassador rail and the application modal. The
 * stats, spotlight, leaderboard and ambassadors come from GET /api/students (decision 93).
 */
export default function StudentsPage() {
  const [search, setSearch] = useSearchParams();
  const filters = filtersOf(search);
  const page = useStudentsPage(filters);
  const data = page.data;
  const onFilter = (changes: Partial<Record<keyof StudentsQuery, string>>) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <>
      <title>{`${NAV_TEXT.students} · IBH`}</title>
      <section aria-labelledby="students-title" className="py-6 sm:py-10">
        <HeroIntro
          id="students-title"
          text={STUDENTS_TEXT}
          icon={GraduationCap}
          tone="sapphire"
          titleClassName="max-w-3xl"
        />
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to={PATHS.postIdea} variant="gold" size="lg">
            {NAV_TEXT.postIdea}
            <ArrowRight aria-hidden className="size-4" />
          </ButtonLink>
          <AmbassadorApplicationDialog variant="secondary" />
        </div>
      </section>

      {page.isError && !data ? (
        <div className="mt-6">
          <ErrorPanel
            message={STUDENTS_TEXT.loadFailed}
            retryLabel={STUDENTS_TEXT.retry}
            onRetry={() => void page.refetch()}
          />
        </div>
      ) : (
        <>
          <StudentStats stats={data?.stats} />
          <SpotlightSection
            data={data?.spotlight}
            filters={filters}
            onFilter={onFilter}
            isLoading={page.isPending}
            isFetching={page.isFetching}
          />
        </>
      )}
      <ChallengesSection />
      <div className="mt-14 grid gap-6 lg:grid-cols-2">
        <TeammatesSection />
        <LeaderboardSection leaders={data?.leaderboard} isLoading={page.isPending} />
      </div>
      <ResourcesSection />
      <AmbassadorsSection ambassadors={data?.ambassadors} isLoading={page.isPending} />
    </>
  );
}
