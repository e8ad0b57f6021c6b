import { FileText, Upload } from 'lucide-react';
import { type ChangeEvent, type ReactNode, useId, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { RelativeTime } from '@/components/ui/relative-time';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeletons } from '@/components/ui/skeletons';
import { cx } from '@/lib/cx';
import { formatBytes } from '@/lib/format-bytes';

export interface FileListText {
  uploadFile: string;
  uploadProgress: string;
  uploading: (percent: number) => string;
  uploadedBy: (name: string) => string;
  noFiles: string;
  filesLoadFailed: string;
  retry: string;
}

/** A file picker styled as the primary button, with the upload's progress while it runs. */
function UploadControl({
  pending,
  percent,
  onFile,
  text,
}: {
  pending: boolean;
  percent: number;
  onFile: (file: File) => void;
  text: FileListText;
}) {
  const inputId = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <input id={inputId} type="file" className="peer sr-only" onChange={onChange} disabled={pending} />
      <label
        htmlFor={inputId}
        className={cx(
          buttonClasses(
            'primary',
            'md',
            'cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-sapphire-500',
          ),
          pending && 'pointer-events-none opacity-50',
        )}
      >
        <Upload aria-hidden className="size-4" />
        {text.uploadFile}
      </label>
      {pending ? (
        <div className="flex flex-1 items-center gap-3" aria-live="polite">
          <ProgressBar value={percent} label={text.uploadProgress} className="flex-1" />
          <span className="text-sm text-ink-muted tabular-nums">{text.uploading(Math.round(percent))}</span>
        </div>
      ) : null}
    </div>
  );
}

export interface FileRowFile {
  sizeBytes: number;
  createdAt: string;
  uploader: { fullName: string } | null;
}

/** One file: icon, name, size · uploader · when, and the row's buttons. */
export function FileRow({
  file,
  name,
  title,
  text,
  className,
  children,
}: {
  file: FileRowFile;
  name: string;
  title?: string;
  text: Pick<FileListText, 'uploadedBy'>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <li className={cx('flex items-center gap-3 py-3', className)}>
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-surface-muted text-ink-muted">
        <FileText aria-hidden className="size-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-sm font-medium text-ink" title={title}>
          {name}
        </span>
        <span className="text-xs text-ink-muted">
          {formatBytes(file.sizeBytes)}
          {file.uploader ? ` · ${text.uploadedBy(file.uploader.fullName)}` : ''} ·{' '}
          <RelativeTime value={file.createdAt} />
        </span>
      </div>
      {children}
    </li>
  );
}

/** The list's states: loading, failed with a retry, empty, else the rows (and what follows them). */
function FileListBody({
  query,
  count,
  text,
  children,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  count: number;
  text: FileListText;
  children: ReactNode;
}) {
  if (query.isPending) {
    return <Skeletons className="flex flex-col gap-3" shapes={['h-12 rounded-lg', 'h-12 rounded-lg']} />;
  }
  if (query.isError) {
    return (
      <RetryAlert message={text.filesLoadFailed} retry={text.retry} onRetry={() => void query.refetch()} />
    );
  }
  if (count === 0) {
    return (
      <p className="rounded-card border border-dashed border-line-strong bg-surface px-6 py-10 text-center text-sm text-ink-muted">
        {text.noFiles}
      </p>
    );
  }
  return <>{children}</>;
}

export interface UploadProgress {
  percent: number;
  set: (percent: number) => void;
}

/** An upload's progress, 0 to 100: hand `set` to the upload hook and the whole to FilesPanel. */
export function useUploadProgress(): UploadProgress {
  const [percent, set] = useState(0);
  return { percent, set };
}

export interface FilesPanelProps {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** How many rows the children show. */
  count: number;
  upload: { isPending: boolean; mutate: (file: File) => void };
  /** The running upload's progress (the upload hook reports into `progress.set`). */
  progress: UploadProgress;
  text: FileListText;
  /** The rows, shown once the list has loaded and is not empty. */
  children: ReactNode;
  /** Always rendered after the list (a dialog, say). */
  after?: ReactNode;
}

/** A folder's files: the upload button with its progress, then the list in its states. */
export function FilesPanel({ query, count, upload, progress, text, children, after }: FilesPanelProps) {
  const onFile = (file: File) => {
    progress.set(0);
    upload.mutate(file);
  };
  return (
    <div className="flex flex-col gap-4">
      <UploadControl pending={upload.isPending} percent={progress.percent} onFile={onFile} text={text} />
      <FileListBody query={query} count={count} text={text}>
        {children}
      </FileListBody>
      {after}
    </div>
  );
}
