import { WORKSPACE, WORKSPACE_TEXT, type Workspace } from '@ibh/contract';
import { Avatar } from '@/components/ui/avatar';

/** Who has the workspace open: up to six faces, then '+N'. */
export function PresenceAvatars({ workspace }: { workspace: Workspace }) {
  const shown = workspace.presence.slice(0, WORKSPACE.presenceAvatars);
  const more = Math.max(0, workspace.presenceTotal - shown.length);
  if (shown.length === 0) return null;
  return (
    <div className="flex items-center gap-2">
      <span className="text-xs font-medium text-ink-muted">{WORKSPACE_TEXT.hereNow}</span>
      <ul className="flex -space-x-2">
        {shown.map((person) => (
          <li key={person.id} title={person.fullName} className="rounded-full ring-2 ring-surface">
            <Avatar url={person.avatarUrl} name={person.fullName} size={32} />
            <span className="sr-only">{person.fullName}</span>
          </li>
        ))}
        {more > 0 ? (
          <li className="inline-flex size-8 items-center justify-center rounded-full bg-surface-muted text-xs font-semibold text-ink ring-2 ring-surface">
            <span aria-hidden>{WORKSPACE_TEXT.morePresent(more)}</span>
            <span className="sr-only">{WORKSPACE_TEXT.morePresentLabel(more)}</span>
          </li>
        ) : null}
      </ul>
    </div>
  );
}
