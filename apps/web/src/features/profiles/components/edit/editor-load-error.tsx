import { EDIT_PROFILE_TEXT, PROFILE_TEXT } from '@ibh/contract';
import { RetryAlert } from '@/components/ui/retry-alert';

/** A query of the profile editor that failed: 'Failed to load', with Retry. */
export function EditorLoadError({ query }: { query: { refetch: () => unknown } }) {
  return (
    <RetryAlert
      message={PROFILE_TEXT.failedToLoad}
      retry={EDIT_PROFILE_TEXT.retry}
      onRetry={() => void query.refetch()}
    />
  );
}
