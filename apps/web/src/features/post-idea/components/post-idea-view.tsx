import { POST_IDEA_TEXT } from '@ibh/contract';
import { useAuth } from '@/lib/auth';
import { OnlyOwnersNotice } from './only-owners-notice';
import { PostIdeaWizard } from './post-idea-wizard';
import { ReadinessNudge } from './readiness-nudge';

/**
 * /post-idea. Signed-out visitors never get here (the route guard sends them to /login); a
 * signed-in user who is not an idea owner sees why they cannot post (the server refuses too).
 */
export function PostIdeaView() {
  const { user } = useAuth();
  if (!user) return null;
  if (user.role !== 'idea_owner') return <OnlyOwnersNotice />;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <title>{`${POST_IDEA_TEXT.title} · IBH`}</title>
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">{POST_IDEA_TEXT.title}</h1>
        <p className="mt-1 text-sm text-ink-muted">{POST_IDEA_TEXT.intro}</p>
      </header>
      <ReadinessNudge />
      <PostIdeaWizard key={user.id} userId={user.id} />
    </div>
  );
}
