import { buildPath, PATHS, type WorkshopIdea } from '@ibh/contract';

/** Favourites first, then newest first (000 section 2, workshop modal). */
export function sortWorkshopIdeas(ideas: readonly WorkshopIdea[]): WorkshopIdea[] {
  return [...ideas].sort((a, b) => {
    if (a.favorite !== b.favorite) return a.favorite ? -1 : 1;
    return Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id.localeCompare(a.id);
  });
}

export const workspacePath = (ideaId: string) => buildPath(PATHS.workspace, { id: ideaId });

/** No idea: post one; exactly one: its workspace; several: the chooser. */
export function workshopTarget(ideas: readonly WorkshopIdea[]): { to: string } | 'choose' {
  const [first] = ideas;
  if (!first) return { to: PATHS.postIdea };
  if (ideas.length === 1) return { to: workspacePath(first.id) };
  return 'choose';
}
