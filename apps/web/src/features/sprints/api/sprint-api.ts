import {
  type InterviewRequest,
  SPRINT_ENDPOINTS as S,
  type SprintSetupRequest,
  type SprintSummary,
  type StartSprintRequest,
} from '@ibh/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiRequestError } from '@/lib/api-client';

export const sprintKeys = {
  all: ['sprints'] as const,
  detail: (id: string) => ['sprints', 'detail', id] as const,
  mine: ['sprints', 'mine'] as const,
  public: (id: string, token: string) => ['sprints', 'public', id, token] as const,
  requests: (id: string) => ['sprints', 'requests', id] as const,
  inbox: ['sprints', 'inbox'] as const,
};

export const useSprint = (id: string, enabled = true) =>
  useQuery({
    queryKey: sprintKeys.detail(id),
    queryFn: ({ signal }) => api(S.detail, { params: { id }, signal }),
    enabled,
  });
export const useMySprints = (enabled = true) =>
  useQuery({ queryKey: sprintKeys.mine, queryFn: ({ signal }) => api(S.mine, { signal }), enabled });
export const usePublicSprint = (id: string, token: string) =>
  useQuery({
    queryKey: sprintKeys.public(id, token),
    queryFn: ({ signal }) => api(S.publicView, { params: { id }, query: { token }, signal }),
    retry: false,
  });
export const useOwnerRequests = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: sprintKeys.requests(id),
    queryFn: ({ signal }) => api(S.cosignRequests, { params: { id }, signal }),
    enabled,
  });
export const useMyCosignRequests = () =>
  useQuery({ queryKey: sprintKeys.inbox, queryFn: ({ signal }) => api(S.myCosignRequests, { signal }) });

function useSprintMutation<T, R>(fn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sprintKeys.all }),
  });
}

export type StartOutcome =
  | { kind: 'started'; id: string }
  /** Started on an idea while another sprint is open: the page offers to finish that one first. */
  | { kind: 'other_open'; sprint: SprintSummary };

/**
 * start_interview_sprint: tries a new sprint; a conflict (409, an active sprint) retries without
 * forcing, which resumes the active one (001 section 4.4). On an idea, only that idea's sprint is
 * resumed: when another sprint is open the server refuses again, and the answer names it (issue 26
 * item 8).
 */
export async function startOrResume(input: StartSprintRequest): Promise<StartOutcome> {
  const is409 = (error: unknown) => isApiRequestError(error) && error.status === 409;
  try {
    return { kind: 'started', ...(await api(S.start, { body: { ...input, forceNew: true } })) };
  } catch (error) {
    if (!is409(error)) throw error;
  }
  try {
    return { kind: 'started', ...(await api(S.start, { body: { ...input, forceNew: false } })) };
  } catch (error) {
    if (!input.ideaId || !is409(error)) throw error;
    const { sprint } = await api(S.active);
    if (!sprint) throw error;
    return { kind: 'other_open', sprint };
  }
}

export const useSaveSetup = (id: string) =>
  useSprintMutation((body: SprintSetupRequest) => api(S.setup, { params: { id }, body }));
export const useSaveInterview = (id: string) =>
  useSprintMutation((input: { interviewId?: string; body: InterviewRequest }) =>
    input.interviewId
      ? api(S.updateInterview, { params: { id, interviewId: input.interviewId }, body: input.body })
      : api(S.addInterview, { params: { id }, body: input.body }),
  );
export const useDeleteInterview = (id: string) =>
  useSprintMutation((interviewId: string) => api(S.deleteInterview, { params: { id, interviewId } }));
export const useFinalizeSprint = (id: string) => useSprintMutation(() => api(S.finalize, { params: { id } }));
export const useCloseNotMet = (id: string) => useSprintMutation(() => api(S.closeNotMet, { params: { id } }));
export const useReopenSprint = (id: string) => useSprintMutation(() => api(S.reopen, { params: { id } }));
export const useRotateToken = (id: string) => useSprintMutation(() => api(S.rotateToken, { params: { id } }));
export const usePublishSprint = (id: string) => useSprintMutation(() => api(S.publish, { params: { id } }));
export const useRequestCosign = (id: string) =>
  useSprintMutation((professionalId: string) =>
    api(S.requestCosign, { params: { id }, body: { professionalId } }),
  );
export const useCancelCosign = () =>
  useSprintMutation((requestId: string) => api(S.cancelCosign, { params: { id: requestId } }));
export const useRespondCosign = () =>
  useSprintMutation((input: { id: string; accept: boolean; note?: string }) =>
    api(S.respondCosign, {
      params: { id: input.id },
      body: { accept: input.accept, note: input.note || null },
    }),
  );
export const useCosignNote = () =>
  useSprintMutation((input: { id: string; note: string }) =>
    api(S.cosignNote, { params: { id: input.id }, body: { note: input.note } }),
  );
export const useToggleUpvote = (id: string) =>
  useSprintMutation((input: { role: 'pro' | 'owner'; token: string }) =>
    api(input.role === 'pro' ? S.toggleProUpvote : S.toggleOwnerUpvote, {
      params: { id },
      body: { token: input.token },
    }),
  );
