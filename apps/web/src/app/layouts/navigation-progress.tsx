import { SHELL_TEXT } from '@ibh/contract';
import { useNavigation } from 'react-router';

/** A thin bar under the header while the next page's chunk or data loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={SHELL_TEXT.loading}
      className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden"
    >
      <div className="h-full w-2/5 motion-safe:animate-progress bg-sapphire-500" />
    </div>
  );
}
