import {
  ADMIN_CONSOLE_TEXT,
  ADMIN_DEFAULT_TAB,
  ADMIN_TABS,
  type AdminTabSlug,
  isAdminTab,
  SHELL_TEXT,
} from '@ibh/contract';
import * as Tabs from '@radix-ui/react-tabs';
import { ShieldAlert } from 'lucide-react';
import { type ComponentType, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { AdminAccessGate } from '@/components/admin-access/admin-access-gate';
import { ButtonLink } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';

export const ADMIN_TAB_QUERY = 'tab';

const TRIGGER =
  '-mb-px inline-flex min-h-11 shrink-0 items-center justify-center border-b-2 border-transparent px-3 text-sm font-medium whitespace-nowrap text-ink-muted hover:text-ink data-[state=active]:border-sapphire-600 data-[state=active]:text-sapphire-700 sm:px-4';

/** The tab in the URL (?tab=slug), Verify Pros when absent or unknown. */
export function currentAdminTab(params: URLSearchParams): AdminTabSlug {
  const value = params.get(ADMIN_TAB_QUERY);
  return isAdminTab(value) ? value : ADMIN_DEFAULT_TAB;
}

/**
 * /admin/shop (001 section 2.5): 'Loading admin console...' while the server is asked, 'Access
 * Denied' for non-admins, then the tabs, the slug in ?tab=. Each tab is its own lazy chunk
 * (passed in by the page, so this feature imports no other).
 */
export function AdminConsoleView({ tabs }: { tabs: Record<AdminTabSlug, ComponentType> }) {
  return (
    <AdminAccessGate checkingLabel={ADMIN_CONSOLE_TEXT.loading} refused={<AccessDenied />}>
      <AdminConsoleTabs tabs={tabs} />
    </AdminAccessGate>
  );
}

function AccessDenied() {
  return (
    <section className="mx-auto flex max-w-md flex-col items-center py-16 text-center" aria-live="polite">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-danger-50 text-danger-600">
        <ShieldAlert aria-hidden className="size-6" />
      </span>
      <h1 className="mt-4 text-xl font-semibold text-ink">{ADMIN_CONSOLE_TEXT.accessDeniedTitle}</h1>
      <p className="mt-2 text-sm text-ink-muted">{ADMIN_CONSOLE_TEXT.accessDeniedBody}</p>
      <ButtonLink to="/" variant="secondary" className="mt-6">
        {SHELL_TEXT.backHome}
      </ButtonLink>
    </section>
  );
}

function AdminConsoleTabs({ tabs }: { tabs: Record<AdminTabSlug, ComponentType> }) {
  const [params, setParams] = useSearchParams();
  const tab = currentAdminTab(params);
  return (
    <div className="flex flex-col gap-6">
      <title>{`${ADMIN_CONSOLE_TEXT.title} · IBH`}</title>
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
          {ADMIN_CONSOLE_TEXT.title}
        </h1>
      </header>
      <Tabs.Root
        value={tab}
        onValueChange={(value) => {
          const next = new URLSearchParams(params);
          next.set(ADMIN_TAB_QUERY, value);
          setParams(next);
        }}
        className="flex min-w-0 flex-col gap-6"
      >
        <Tabs.List
          aria-label={ADMIN_CONSOLE_TEXT.title}
          className="-mx-4 flex gap-1 overflow-x-auto border-b border-line px-4 sm:mx-0 sm:px-0"
        >
          {ADMIN_TABS.map(({ slug, label }) => (
            <Tabs.Trigger key={slug} value={slug} className={TRIGGER}>
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {ADMIN_TABS.map(({ slug }) => {
          const Tab = tabs[slug];
          return (
            <Tabs.Content key={slug} value={slug} className="min-w-0 focus-visible:outline-offset-4">
              <Suspense fallback={<LoadingState />}>
                <Tab />
              </Suspense>
            </Tabs.Content>
          );
        })}
      </Tabs.Root>
    </div>
  );
}
