import { WORKSPACE, WORKSPACE_TEXT, type WorkspaceFile } from '@ibh/contract';
import { Download, FileText, Trash2, Upload } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { ProgressBar } from '@/components/ui/progress-bar';
import { RelativeTime } from '@/components/ui/relative-time';
import { Skeleton } from '@/components/ui/skeleton';
import { cx } from '@/lib/cx';
import { formatBytes } from '@/lib/format-bytes';
import { useDeleteFile, useDownloadFile, useFiles, useUploadFile } from '../api/files';
import { TabError } from './workspace-states';

function UploadControl({ ideaId }: { ideaId: string }) {
  const [percent, setPercent] = useState(0);
  const upload = useUploadFile(ideaId, setPercent);
  const inputId = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setPercent(0);
    upload.mutate(file);
  };
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <input
        id={inputId}
        type="file"
        className="peer sr-only"
        onChange={onChange}
        disabled={upload.isPending}
      />
      <label
        htmlFor={inputId}
        className={cx(
          buttonClasses(
            'primary',
            'md',
            'cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-sapphire-500',
          ),
          upload.isPending && 'pointer-events-none opacity-50',
        )}
      >
        <Upload aria-hidden className="size-4" />
        {WORKSPACE_TEXT.uploadFile}
      </label>
      {upload.isPending ? (
        <div className="flex flex-1 items-center gap-3" aria-live="polite">
          <ProgressBar value={percent} label={WORKSPACE_TEXT.uploadProgress} className="flex-1" />
          <span className="text-sm text-ink-muted tabular-nums">
            {WORKSPACE_TEXT.uploading(Math.round(percent))}
          </span>
        </div>
      ) : null}
    </div>
  );
}

function FileRow({ file, onDelete }: { file: WorkspaceFile; onDelete: (file: WorkspaceFile) => void }) {
  const download = useDownloadFile();
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-surface-muted text-ink-muted">
        <FileText aria-hidden className="size-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-sm font-medium text-ink">{file.name}</span>
        <span className="text-xs text-ink-muted">
          {formatBytes(file.sizeBytes)}
          {file.uploader ? ` · ${WORKSPACE_TEXT.uploadedBy(file.uploader.fullName)}` : ''} ·{' '}
          <RelativeTime value={file.createdAt} />
        </span>
      </div>
      <div className="flex gap-1">
        <Button
          variant="secondary"
          size="icon"
          aria-label={WORKSPACE_TEXT.downloadFile(file.name)}
          disabled={download.isPending}
          onClick={() => download.mutate(file)}
        >
          <Download aria-hidden className="size-4" />
        </Button>
        {file.canDelete ? (
          <Button
            variant="ghost"
            size="icon"
            aria-label={WORKSPACE_TEXT.deleteFile(file.name)}
            onClick={() => onDelete(file)}
          >
            <Trash2 aria-hidden className="size-4" />
          </Button>
        ) : null}
      </div>
    </li>
  );
}

function ConfirmDelete({
  ideaId,
  file,
  onClose,
}: {
  ideaId: string;
  file: WorkspaceFile | null;
  onClose: () => void;
}) {
  const remove = useDeleteFile(ideaId);
  return (
    <Dialog open={file !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {file ? (
        <DialogContent
          title={WORKSPACE_TEXT.confirmDeleteTitle}
          description={WORKSPACE_TEXT.confirmDeleteBody(file.name)}
        >
          <DialogFooter>
            <Button variant="secondary" onClick={onClose}>
              {WORKSPACE_TEXT.cancel}
            </Button>
            <Button
              variant="danger"
              disabled={remove.isPending}
              onClick={() => remove.mutate(file, { onSettled: onClose })}
            >
              {WORKSPACE_TEXT.delete}
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

/** The project's files, newest first (at most 100): upload with progress, download by a 60 s link, delete. */
export function FilesTab({ ideaId }: { ideaId: string }) {
  const files = useFiles(ideaId);
  const [deleting, setDeleting] = useState<WorkspaceFile | null>(null);
  const items = (files.data?.items ?? []).slice(0, WORKSPACE.files);
  return (
    <div className="flex flex-col gap-4">
      <UploadControl ideaId={ideaId} />
      {files.isPending ? (
        <div aria-hidden className="flex flex-col gap-3">
          <Skeleton className="h-12 rounded-lg" />
          <Skeleton className="h-12 rounded-lg" />
        </div>
      ) : files.isError ? (
        <TabError message={WORKSPACE_TEXT.filesLoadFailed} onRetry={() => void files.refetch()} />
      ) : items.length === 0 ? (
        <p className="rounded-card border border-dashed border-line-strong bg-surface px-6 py-10 text-center text-sm text-ink-muted">
          {WORKSPACE_TEXT.noFiles}
        </p>
      ) : (
        <ul className="divide-y divide-line rounded-card border border-line bg-surface px-4">
          {items.map((file) => (
            <FileRow key={file.id} file={file} onDelete={setDeleting} />
          ))}
        </ul>
      )}
      <ConfirmDelete ideaId={ideaId} file={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
