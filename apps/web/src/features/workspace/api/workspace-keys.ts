/** Query keys of one workspace: everything under ['workspace', id]. */
export const workspaceKeys = {
  all: (ideaId: string) => ['workspace', ideaId] as const,
  detail: (ideaId: string) => ['workspace', ideaId, 'detail'] as const,
  messages: (ideaId: string) => ['workspace', ideaId, 'messages'] as const,
  tasks: (ideaId: string) => ['workspace', ideaId, 'tasks'] as const,
  files: (ideaId: string) => ['workspace', ideaId, 'files'] as const,
};
