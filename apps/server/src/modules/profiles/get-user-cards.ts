import type { UserCard } from '@ibh/contract';
import type { AppContext } from '../../platform/context.ts';
import { signAvatarUrl } from './avatar-url.ts';
import { nameOf } from './profile-view.ts';
import { selectCards } from './profiles.repo.ts';

/**
 * POST /api/users/cards: name and avatar for up to 100 ids in one query, in the order asked.
 * Unknown ids are left out. Private profiles still get a card: a name and a picture are what
 * messages and notifications need to show who wrote; nothing else of the profile is shared.
 */
export async function getUserCards(ctx: AppContext, ids: string[]): Promise<{ cards: UserCard[] }> {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  const rows = await selectCards(ctx.db, unique);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const cards: UserCard[] = [];
  for (const id of unique) {
    const row = byId.get(id);
    if (!row) continue;
    cards.push({ id, fullName: nameOf(row), avatarUrl: await signAvatarUrl(ctx.storage, row.avatar_path) });
  }
  return { cards };
}
