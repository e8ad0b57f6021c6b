import { buildPath, HUB_TEXT, PATHS, type PeopleItem } from '@ibh/contract';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { RoleBadge } from '@/components/ui/role-badge';

/** A person on a people list: avatar, name, headline, and how they relate to me. */
export function PersonCard({ person }: { person: PeopleItem }) {
  return (
    <article className="relative flex h-full items-start gap-3 rounded-card border border-line bg-surface p-4 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <Avatar url={person.avatarUrl} name={person.fullName} size={44} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 className="truncate text-sm font-semibold text-ink">
          <Link
            to={buildPath(PATHS.profile, { userId: person.id })}
            className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-sapphire-500"
          >
            {person.fullName}
          </Link>
        </h3>
        {person.headline ? <p className="line-clamp-2 text-xs text-ink-muted">{person.headline}</p> : null}
        <p className="text-xs text-ink-muted">
          {HUB_TEXT.source[person.source]}
          {person.ideaTitle ? ` ${HUB_TEXT.onIdea(person.ideaTitle)}` : ''}
        </p>
        <div>
          <RoleBadge slug={person.role} />
        </div>
      </div>
    </article>
  );
}
