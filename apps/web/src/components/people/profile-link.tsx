import { buildPath, PATHS } from '@ibh/contract';
import { Link } from 'react-router';

/** Someone's name, linking to their profile. */
export function ProfileLink({
  userId,
  name,
  className,
}: {
  userId: string;
  name: string;
  className?: string;
}) {
  return (
    <Link to={buildPath(PATHS.profile, { userId })} className={className}>
      {name}
    </Link>
  );
}
