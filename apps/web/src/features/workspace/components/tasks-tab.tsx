import {
  CreateTaskSchema,
  TASK_STATUS_LABELS,
  TASK_STATUSES,
  type TaskStatus,
  WORKSPACE_LIMITS,
  WORKSPACE_TEXT,
  type WorkspaceMember,
  type WorkspaceMemberRole,
  type WorkspaceTask,
} from '@ibh/contract';
import { ArrowLeft, ArrowRight, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { IconButton } from '@/components/ui/icon-button';
import { SelectControl, SelectField } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { cx } from '@/lib/cx';
import { useCreateTask, useDeleteTask, useTasks, useUpdateTask } from '../api/tasks';
import { messageOf } from '../lib/error-message';
import { TabError } from './workspace-states';

const UNASSIGNED = '';

function assigneeOptions(members: readonly WorkspaceMember[]) {
  return [
    { value: UNASSIGNED, label: WORKSPACE_TEXT.unassigned },
    ...members.map((member) => ({ value: member.id, label: member.fullName })),
  ];
}

function NewTaskForm({ ideaId, members }: { ideaId: string; members: readonly WorkspaceMember[] }) {
  const create = useCreateTask(ideaId);
  const [title, setTitle] = useState('');
  const [assigneeId, setAssigneeId] = useState(UNASSIGNED);
  const [error, setError] = useState<string | undefined>();
  const titleRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateTaskSchema.safeParse({ title, assigneeId: assigneeId || null });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      titleRef.current?.focus();
      return;
    }
    setError(undefined);
    create.mutate(parsed.data, {
      onSuccess: () => {
        setTitle('');
        setAssigneeId(UNASSIGNED);
        titleRef.current?.focus();
      },
      onError: (failure) => toast.error(messageOf(failure, WORKSPACE_TEXT.taskFailed)),
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={WORKSPACE_TEXT.newTask}
      className="grid grid-cols-1 gap-3 rounded-card border border-line bg-surface p-4 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-start"
    >
      <TextField
        ref={titleRef}
        label={WORKSPACE_TEXT.taskTitle}
        value={title}
        maxLength={WORKSPACE_LIMITS.taskTitleMax}
        error={error}
        onChange={(event) => setTitle(event.target.value)}
      />
      <SelectField
        label={WORKSPACE_TEXT.assignee}
        options={assigneeOptions(members)}
        value={assigneeId}
        onChange={(event) => setAssigneeId(event.target.value)}
      />
      <Button type="submit" disabled={create.isPending} className="sm:mt-[1.875rem]">
        <Plus aria-hidden className="size-4" />
        {WORKSPACE_TEXT.addTask}
      </Button>
    </form>
  );
}

function TaskCard({
  ideaId,
  task,
  members,
  canDelete,
}: {
  ideaId: string;
  task: WorkspaceTask;
  members: readonly WorkspaceMember[];
  canDelete: boolean;
}) {
  const update = useUpdateTask(ideaId);
  const remove = useDeleteTask(ideaId);
  const index = TASK_STATUSES.indexOf(task.status);
  const back = TASK_STATUSES[index - 1];
  const forward = TASK_STATUSES[index + 1];
  const move = (status: TaskStatus) => update.mutate({ task, change: { status } });
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-3 shadow-xs">
      <div className="flex items-start gap-2">
        <p className="min-w-0 flex-1 text-sm font-medium break-words text-ink">{task.title}</p>
        {canDelete ? (
          <IconButton
            icon={Trash2}
            variant="ghost"
            className="-mt-1.5 -mr-1.5 text-ink-muted"
            label={WORKSPACE_TEXT.deleteTask(task.title)}
            disabled={remove.isPending}
            onClick={() => remove.mutate(task)}
          />
        ) : null}
      </div>
      <SelectControl
        aria-label={WORKSPACE_TEXT.assignTask(task.title)}
        value={task.assignee?.id ?? UNASSIGNED}
        onChange={(event) => update.mutate({ task, change: { assigneeId: event.target.value || null } })}
        options={assigneeOptions(members)}
        className="h-10 pr-9 text-sm"
      />
      <div
        className={cx(
          'flex gap-2',
          back && forward ? 'justify-between' : back ? 'justify-start' : 'justify-end',
        )}
      >
        {back ? (
          <Button
            variant="secondary"
            className="px-3"
            aria-label={WORKSPACE_TEXT.moveTaskTo(task.title, TASK_STATUS_LABELS[back])}
            onClick={() => move(back)}
          >
            <ArrowLeft aria-hidden className="size-4" />
            {TASK_STATUS_LABELS[back]}
          </Button>
        ) : null}
        {forward ? (
          <Button
            variant="secondary"
            className="px-3"
            aria-label={WORKSPACE_TEXT.moveTaskTo(task.title, TASK_STATUS_LABELS[forward])}
            onClick={() => move(forward)}
          >
            {TASK_STATUS_LABELS[forward]}
            <ArrowRight aria-hidden className="size-4" />
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** A three-column board, To do / Doing / Done; cards move with buttons (keyboard too), live for everyone. */
/** `me` decides who may delete a task: its creator or the idea's owner (the server's rule). */
export function TasksTab({
  ideaId,
  members,
  me,
}: {
  ideaId: string;
  members: readonly WorkspaceMember[];
  me: { userId: string; memberRole: WorkspaceMemberRole };
}) {
  const tasks = useTasks(ideaId);
  const items = tasks.data?.items ?? [];
  return (
    <div className="flex flex-col gap-4">
      <NewTaskForm ideaId={ideaId} members={members} />
      {tasks.isError ? (
        <TabError message={WORKSPACE_TEXT.tasksLoadFailed} onRetry={() => void tasks.refetch()} />
      ) : (
        <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
          {TASK_STATUSES.map((status) => {
            const column = items.filter((task) => task.status === status);
            const headingId = `ws-column-${status}`;
            return (
              <section
                key={status}
                aria-labelledby={headingId}
                className="flex flex-col gap-2 rounded-card bg-surface-muted p-3"
              >
                <h3
                  id={headingId}
                  className="flex items-center justify-between text-sm font-semibold text-ink"
                >
                  {TASK_STATUS_LABELS[status]}
                  <span className="rounded-full bg-surface px-2 text-xs text-ink-muted tabular-nums">
                    {tasks.isPending ? '…' : column.length}
                  </span>
                </h3>
                {tasks.isPending ? (
                  <Skeleton className="h-24 rounded-lg bg-surface" />
                ) : column.length === 0 ? (
                  <p className="py-4 text-center text-sm text-ink-muted">{WORKSPACE_TEXT.noTasks}</p>
                ) : (
                  <ul className="flex flex-col gap-2">
                    {column.map((task) => (
                      <TaskCard
                        key={task.id}
                        ideaId={ideaId}
                        task={task}
                        members={members}
                        canDelete={me.memberRole === 'owner' || task.createdById === me.userId}
                      />
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      )}
    </div>
  );
}
