import { PATHS, PROFILE_TEXT, VERIFY_TEXT } from '@ibh/contract';
import { BadgeCheck, Clock, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { IconCardPage } from '@/components/page/icon-card-page';
import { ButtonLink } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { RetryAlert } from '@/components/ui/retry-alert';
import { LoadingState } from '@/components/ui/spinner';
import { useMyProfile } from '../../api/my-profile';
import { VerifyForm } from './verify-form';

function Status({ icon: Icon, title, body }: { icon: typeof Clock; title: string; body?: string }) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-line bg-surface-muted p-4">
      <span className="inline-flex items-center gap-2 font-semibold text-ink">
        <Icon aria-hidden className="size-5 text-sapphire-600" />
        {title}
      </span>
      {body ? <p className="text-sm text-ink-muted">{body}</p> : null}
      <ButtonLink to={PATHS.dashboard} variant="secondary">
        {VERIFY_TEXT.backToDashboard}
      </ButtonLink>
    </div>
  );
}

/**
 * /verify: the verification request. Idea owners stay on the page and read the spec's alert
 * 'Idea Owners cannot request verification.' with the way back to their dashboard (also when the
 * server refuses a request because the role changed); a pending or granted request shows its state.
 */
export function VerifyView() {
  const profile = useMyProfile();
  const [submitted, setSubmitted] = useState(false);
  const [refused, setRefused] = useState(false);
  const ideaOwner = refused || profile.data?.role === 'idea_owner';

  const data = profile.data;
  return (
    <IconCardPage
      id="verify-title"
      title={VERIFY_TEXT.title}
      intro={VERIFY_TEXT.intro}
      icon={ShieldCheck}
      tone="sapphire"
      width="max-w-xl"
      gap="gap-5"
    >
      {profile.isPending ? <LoadingState /> : null}
      {profile.isError ? (
        <RetryAlert
          message={PROFILE_TEXT.errorFetchingProfile}
          retry={VERIFY_TEXT.retry}
          onRetry={() => void profile.refetch()}
        />
      ) : null}
      {ideaOwner ? (
        <FormAlert
          action={
            <ButtonLink to={PATHS.dashboard} variant="secondary">
              {VERIFY_TEXT.backToDashboard}
            </ButtonLink>
          }
        >
          {PROFILE_TEXT.ideaOwnersCannotVerify}
        </FormAlert>
      ) : null}
      {data && !ideaOwner ? (
        data.isVerified ? (
          <Status icon={BadgeCheck} title={VERIFY_TEXT.verifiedTitle} body={PROFILE_TEXT.alreadyVerified} />
        ) : data.verificationRequested ? (
          <>
            {submitted ? <FormAlert tone="success">{PROFILE_TEXT.verificationSubmitted}</FormAlert> : null}
            <Status icon={Clock} title={VERIFY_TEXT.pendingTitle} body={VERIFY_TEXT.pendingBody} />
          </>
        ) : (
          <VerifyForm
            profile={data}
            onIdeaOwner={() => setRefused(true)}
            onSubmitted={() => setSubmitted(true)}
          />
        )
      ) : null}
    </IconCardPage>
  );
}
