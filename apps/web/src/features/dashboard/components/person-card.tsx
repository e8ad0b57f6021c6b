import { buildPath, HUB_TEXT, PATHS, type PeopleItem } from '@ibh/contract';
import { Avatar } from '@/components/ui/avatar';
import { RoleBadge } from '@/components/ui/role-badge';
import { HubCard, HubCardTitle } from './hub-card';

/** A person on a people list: avatar, name, headline, and how they relate to me. */
export function PersonCard({ person }: { person: PeopleItem }) {
  return (
    <HubCard className="flex h-full items-start gap-3">
      <Avatar url={person.avatarUrl} name={person.fullName} size={44} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <HubCardTitle
          to={buildPath(PATHS.profile, { userId: person.id })}
          className="truncate text-sm font-semibold text-ink"
        >
          {person.fullName}
        </HubCardTitle>
        {person.headline ? <p className="line-clamp-2 text-xs text-ink-muted">{person.headline}</p> : null}
        <p className="text-xs text-ink-muted">
          {HUB_TEXT.source[person.source]}
          {person.ideaTitle ? ` ${HUB_TEXT.onIdea(person.ideaTitle)}` : ''}
        </p>
        <div>
          <RoleBadge slug={person.role} />
        </div>
      </div>
    </HubCard>
  );
}
