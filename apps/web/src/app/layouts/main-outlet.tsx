import { Outlet } from 'react-router';
import { MAIN_ID } from './skip-link';

/** The page's main landmark, in the centred column: the skip link's target, the route's content. */
export function MainOutlet() {
  return (
    <main
      id={MAIN_ID}
      tabIndex={-1}
      className="mx-auto w-full max-w-content flex-1 px-4 py-6 outline-none sm:px-6"
    >
      <Outlet />
    </main>
  );
}
