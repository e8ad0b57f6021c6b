import { Outlet } from 'react-router';
import { Brand } from './brand';
import { NavigationProgress } from './navigation-progress';
import { MAIN_ID, SkipLink } from './skip-link';

/** For routes outside the main layout (sign-in, onboarding, settings, admin dashboard, not found). */
export function MinimalLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <NavigationProgress />
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex h-16 max-w-content items-center px-4 sm:px-6">
          <Brand />
        </div>
      </header>
      <main
        id={MAIN_ID}
        tabIndex={-1}
        className="mx-auto w-full max-w-content flex-1 px-4 py-6 outline-none sm:px-6"
      >
        <Outlet />
      </main>
    </div>
  );
}
