import type { IdeaDetail } from '@ibh/contract';
import type { Executor } from '../../db/executor.ts';
import type { AppContext } from '../../platform/context.ts';
import { readAlongside } from '../../platform/read-alongside.ts';
import { toIdeaPerson } from '../people/person-view.ts';
import { assertCanViewIdea, canReadPremium, type IdeaAccess, ideaNotFound } from './idea-access.ts';
import { toIdeaCard, toIso } from './idea-card.ts';
import { signIdeaFile } from './idea-storage.ts';
import { type IdeaDetailRow, selectIdeaDetail } from './ideas.repo.ts';

async function toIdeaDetail(ctx: AppContext, row: IdeaDetailRow, access: IdeaAccess): Promise<IdeaDetail> {
  const canRead = canReadPremium(access);
  const card = await toIdeaCard(ctx.storage, { ...row, can_read: canRead });
  const [imageUrls, attachments, team, collaborators] = await Promise.all([
    canRead ? Promise.all(row.image_paths.map((key) => signIdeaFile(ctx.storage, key))) : [],
    canRead
      ? Promise.all(
          row.files.map(async (file) => ({
            id: file.id,
            name: file.name,
            url: await signIdeaFile(ctx.storage, file.path),
            contentType: file.content_type,
            sizeBytes: Number(file.size_bytes),
          })),
        )
      : [],
    Promise.all(
      row.team.map(async (m) => ({ ...(await toIdeaPerson(ctx.storage, m)), addedAt: toIso(m.joined_at) })),
    ),
    Promise.all(
      row.collaborators.map(async (m) => ({
        ...(await toIdeaPerson(ctx.storage, m)),
        joinedAt: toIso(m.joined_at),
      })),
    ),
  ]);
  return {
    ...card,
    // The same signed URL as in imageUrls, so the browser loads the picture once.
    imageUrl:
      canRead && row.image_path
        ? (imageUrls[row.image_paths.indexOf(row.image_path)] ?? card.imageUrl)
        : null,
    shortDescription: canRead ? row.short_description : null,
    fullDescription: canRead ? row.full_description : null,
    roadmap: canRead ? row.roadmap : null,
    skills: canRead ? row.skills : [],
    funding: canRead && row.funding !== null ? Number(row.funding) : null,
    availability: canRead ? row.availability : null,
    imageUrls,
    attachments,
    team,
    collaborators,
    viewer: {
      isOwner: access.isOwner,
      isTeamMember: access.isTeamMember,
      isCollaborator: access.isCollaborator,
      canEnterWorkspace: access.isMember,
      liked: Boolean(row.liked),
      saved: Boolean(row.saved),
      following: Boolean(row.following),
      favorite: Boolean(row.favorite),
      collabRequest: row.collab_request
        ? { id: row.collab_request.id, status: row.collab_request.status }
        : null,
      teamInvite: row.team_invite ? { id: row.team_invite.id, message: row.team_invite.message } : null,
    },
  };
}

/**
 * GET /api/ideas/:id in two queries sent together: who the viewer is to the idea (a private idea is
 * 404 to everyone but its members), and the page. Premium details are hidden unless the viewer may
 * read them (canReadPremium); the picture and attachment URLs are signed for an hour.
 */
export async function getIdeaDetail(
  ctx: AppContext,
  ideaId: string,
  viewerId: string | null,
  db: Executor = ctx.db,
): Promise<IdeaDetail> {
  const [access, row] = await readAlongside(assertCanViewIdea(db, ideaId, viewerId), () =>
    selectIdeaDetail(db, ideaId, viewerId),
  );
  if (!row) throw ideaNotFound();
  return toIdeaDetail(ctx, row, access);
}
