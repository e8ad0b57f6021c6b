import { buildPath, PATHS, WORKSPACE_TEXT, type WorkspaceMember } from '@ibh/contract';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';

/** A person of the workspace: avatar, name (to their profile), and their role here. */
export function MemberRow({ member }: { member: WorkspaceMember }) {
  return (
    <li className="flex items-center gap-3">
      <Avatar url={member.avatarUrl} name={member.fullName} size={36} />
      <div className="flex min-w-0 flex-col">
        <Link
          to={buildPath(PATHS.profile, { userId: member.id })}
          className="truncate text-sm font-medium text-ink hover:underline"
        >
          {member.fullName}
        </Link>
        <span className="truncate text-xs text-ink-muted">
          {member.headline || WORKSPACE_TEXT.memberRole[member.memberRole]}
        </span>
      </div>
    </li>
  );
}
