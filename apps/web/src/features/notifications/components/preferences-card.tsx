import { NOTIFICATION_TEXT, type NotificationPreferences, SHELL_TEXT } from '@ibh/contract';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { usePreferences, useUpdatePreferences } from '../api/preferences';

const KEYS = ['collab', 'proshop', 'system', 'email', 'push'] as const satisfies ReadonlyArray<
  keyof NotificationPreferences
>;

/** The five notification preferences; each change is saved at once (PUT) and toasted. */
export function PreferencesCard() {
  const titleId = useId();
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  const save = (key: keyof NotificationPreferences, value: boolean) =>
    update.mutate(
      { [key]: value },
      {
        onSuccess: () =>
          toast.success(NOTIFICATION_TEXT.preferencesSaved, { id: 'notification-preferences' }),
        onError: () => toast.error(NOTIFICATION_TEXT.preferencesFailed, { id: 'notification-preferences' }),
      },
    );
  return (
    <section aria-labelledby={titleId} className="rounded-card border border-line bg-surface p-5">
      <h2 id={titleId} className="text-base font-semibold text-ink">
        {NOTIFICATION_TEXT.preferencesTitle}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{NOTIFICATION_TEXT.preferencesHint}</p>
      <div className="mt-3">
        {preferences.isPending ? (
          <div role="status" aria-label={SHELL_TEXT.loading} className="flex flex-col gap-3 py-1">
            {KEYS.map((key) => (
              <div key={key} className="flex items-center gap-3">
                <Skeleton className="size-5 rounded" />
                <Skeleton className="h-4 flex-1" />
              </div>
            ))}
          </div>
        ) : null}
        {preferences.isError && !preferences.data ? (
          <RetryAlert
            message={NOTIFICATION_TEXT.preferencesLoadFailed}
            retry={NOTIFICATION_TEXT.retry}
            onRetry={() => void preferences.refetch()}
          />
        ) : null}
        {preferences.data ? (
          <fieldset className="flex flex-col">
            <legend className="sr-only">{NOTIFICATION_TEXT.preferencesTitle}</legend>
            {KEYS.map((key) => (
              <CheckboxField
                key={key}
                label={NOTIFICATION_TEXT.preferenceLabels[key]}
                checked={preferences.data[key]}
                onChange={(event) => save(key, event.target.checked)}
              />
            ))}
          </fieldset>
        ) : null}
      </div>
    </section>
  );
}
