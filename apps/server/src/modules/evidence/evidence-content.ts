import { type ArtifactInput, type InterviewInput, parseOwnerIntent } from '@ibh/contract';
import type { Executor } from '../../db/executor.ts';
import { AppError } from '../../platform/errors.ts';
import type { StoredArtifact, StoredInterview } from './evidence.tables.ts';

/** Interview rows as stored: numbered 1..n in the order given. */
export function toStoredInterviews(input: readonly InterviewInput[]): StoredInterview[] {
  return input.map((i, index) => ({
    number: index + 1,
    question: i.question,
    answer: i.answer,
    who: i.who || null,
    channel: i.channel || null,
    learning: i.learning || null,
  }));
}

/**
 * Artifact rows as stored: links and external files keep their URL (hashed as it is); uploads
 * must be the actor's own and of the row's type, and carry the file's SHA-256.
 */
export async function toStoredArtifacts(
  db: Executor,
  actorId: string,
  input: readonly ArtifactInput[],
): Promise<StoredArtifact[]> {
  const uploadIds = input.flatMap((a) => (a.uploadId ? [a.uploadId] : []));
  const uploads = uploadIds.length
    ? await db
        .selectFrom('evidence_uploads')
        .select(['id', 'type', 'content_hash', 'owner_id', 'name'])
        .where('id', 'in', uploadIds)
        .execute()
    : [];
  return input.map((a, index) => {
    if (!a.uploadId) {
      return { type: a.type, url: a.url ?? null, uploadId: null, name: a.name || null, contentHash: null };
    }
    const upload = uploads.find((u) => u.id === a.uploadId);
    if (!upload || upload.owner_id !== actorId || upload.type !== a.type) {
      throw new AppError('E_INVALID_INPUT', undefined, {
        fields: { [`body.artifacts.${index}.uploadId`]: ['Upload the file again.'] },
      });
    }
    return {
      type: a.type,
      url: null,
      uploadId: upload.id,
      name: a.name || upload.name || null,
      contentHash: upload.content_hash,
    };
  });
}

export const ownerIntentTags = (text: string | undefined) =>
  text === undefined ? undefined : parseOwnerIntent(text);
