export const evidenceKeys = {
  all: ['evidence'] as const,
  list: (context: string) => ['evidence', 'list', context] as const,
  detail: (id: string, v?: string) => ['evidence', 'detail', id, v ?? 'latest'] as const,
  milestones: (ids: string) => ['evidence', 'milestones', ids] as const,
  idea: (ideaId: string) => ['evidence', 'idea', ideaId] as const,
  linkable: (ideaId: string) => ['evidence', 'linkable', ideaId] as const,
  inbox: () => ['evidence', 'inbox'] as const,
  proSearch: (q: string) => ['evidence', 'pro-search', q] as const,
};
