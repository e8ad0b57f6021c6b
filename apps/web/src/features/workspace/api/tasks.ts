import {
  type CreateTask,
  type UpdateTask,
  WORKSPACE_ENDPOINTS,
  WORKSPACE_TEXT,
  type WorkspaceTask,
} from '@ibh/contract';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { api } from '@/lib/api-client';
import { messageOf } from '../lib/error-message';
import { workspaceKeys } from './workspace-keys';

type Tasks = { items: WorkspaceTask[] };

export function useTasks(ideaId: string) {
  return useQuery({
    queryKey: workspaceKeys.tasks(ideaId),
    queryFn: ({ signal }): Promise<Tasks> =>
      api(WORKSPACE_ENDPOINTS.tasks, { params: { id: ideaId }, signal }),
  });
}

/** Puts a task in the list (new at the end, known in place). */
export function upsertTask(queryClient: QueryClient, ideaId: string, task: WorkspaceTask) {
  queryClient.setQueryData<Tasks>(workspaceKeys.tasks(ideaId), (old) => {
    const items = old?.items ?? [];
    return items.some((item) => item.id === task.id)
      ? { items: items.map((item) => (item.id === task.id ? task : item)) }
      : { items: [...items, task] };
  });
}

export function removeTask(queryClient: QueryClient, ideaId: string, taskId: string) {
  queryClient.setQueryData<Tasks>(workspaceKeys.tasks(ideaId), (old) =>
    old ? { items: old.items.filter((item) => item.id !== taskId) } : old,
  );
}

export function useCreateTask(ideaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTask) =>
      api(WORKSPACE_ENDPOINTS.createTask, { params: { id: ideaId }, body: input }),
    onSuccess: (task) => upsertTask(queryClient, ideaId, task),
  });
}

/** PATCH a task; a move shows at once and goes back with a toast when refused. */
export function useUpdateTask(ideaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ task, change }: { task: WorkspaceTask; change: UpdateTask }) =>
      api(WORKSPACE_ENDPOINTS.updateTask, { params: { id: task.id }, body: change }),
    onMutate: ({ task, change }) => {
      if (change.status) upsertTask(queryClient, ideaId, { ...task, status: change.status });
    },
    onSuccess: (saved) => upsertTask(queryClient, ideaId, saved),
    onError: (error, { task }) => {
      upsertTask(queryClient, ideaId, task);
      toast.error(messageOf(error, WORKSPACE_TEXT.taskFailed));
    },
  });
}

export function useDeleteTask(ideaId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (task: WorkspaceTask) => api(WORKSPACE_ENDPOINTS.deleteTask, { params: { id: task.id } }),
    onSuccess: (_data, task) => {
      removeTask(queryClient, ideaId, task.id);
      toast.success(WORKSPACE_TEXT.taskDeleted);
    },
    onError: (error) => toast.error(messageOf(error, WORKSPACE_TEXT.taskFailed)),
  });
}
