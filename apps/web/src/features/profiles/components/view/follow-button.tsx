import { PROFILE_PAGE_TEXT, TOASTS } from '@ibh/contract';
import { UserCheck, UserPlus } from 'lucide-react';
import toast from 'react-hot-toast';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth';
import { loginPathFor } from '@/lib/auth-redirect';
import { useFollow } from '../../api/public-profile';

/** Follow / Unfollow someone else's profile; a visitor who is not signed in goes to /login first. */
export function FollowButton({ userId, following }: { userId: string; following: boolean }) {
  const { status } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const follow = useFollow(userId);

  const toggle = () => {
    if (status !== 'signed_in') {
      void navigate(loginPathFor(location));
      return;
    }
    follow.mutate(!following, {
      onError: () => toast.error(PROFILE_PAGE_TEXT.followFailed, { duration: TOASTS.profile }),
    });
  };

  return (
    <Button
      variant={following ? 'secondary' : 'primary'}
      onClick={toggle}
      disabled={follow.isPending}
      aria-pressed={status === 'signed_in' ? following : undefined}
    >
      {following ? <UserCheck aria-hidden className="size-4" /> : <UserPlus aria-hidden className="size-4" />}
      {following ? PROFILE_PAGE_TEXT.unfollow : PROFILE_PAGE_TEXT.follow}
    </Button>
  );
}
