import { Brand } from './brand';
import { MainOutlet } from './main-outlet';
import { NavigationProgress } from './navigation-progress';
import { SkipLink } from './skip-link';

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
      <MainOutlet />
    </div>
  );
}
