import { PROFILE_SECTIONS } from '@ibh/contract';
import { Skeleton } from '@/components/ui/skeleton';

/** The editor's shape while the profile loads: the tab bar, a photo row, then field-sized blocks per section. */
export function EditProfileSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-6">
      <div className="flex gap-2 overflow-hidden py-2">
        {PROFILE_SECTIONS.map((s) => (
          <Skeleton key={s.id} className="h-10 w-36 shrink-0 rounded-lg" />
        ))}
      </div>
      {PROFILE_SECTIONS.slice(0, 3).map((s, index) => (
        <div key={s.id} className="rounded-card border border-line bg-surface p-5 sm:p-6">
          <Skeleton className="h-6 w-48" />
          {index === 0 ? (
            <div className="mt-5 flex items-center gap-4">
              <Skeleton className="size-20 rounded-full" />
              <Skeleton className="h-10 w-36 rounded-lg" />
            </div>
          ) : null}
          <div className="mt-5 grid gap-4 sm:grid-cols-2">
            {[0, 1, 2, 3].map((field) => (
              <div key={field} className="flex flex-col gap-2">
                <Skeleton className="h-4 w-24" />
                <Skeleton className="h-11 w-full rounded-lg" />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
