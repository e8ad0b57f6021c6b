import { ORDERS, type OrderFile, WORKROOM_SCREEN_TEXT } from '@ibh/contract';
import { Download, FileText, Upload } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { RelativeTime } from '@/components/ui/relative-time';
import { Skeleton } from '@/components/ui/skeleton';
import { cx } from '@/lib/cx';
import { formatBytes } from '@/lib/format-bytes';
import { useDownloadOrderFile, useOrderFiles, useUploadOrderFile } from '../../api/files';
import { TabError } from './tab-error';

function UploadControl({ orderId }: { orderId: string }) {
  const [percent, setPercent] = useState(0);
  const upload = useUploadOrderFile(orderId, setPercent);
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
        {WORKROOM_SCREEN_TEXT.uploadFile}
      </label>
      {upload.isPending ? (
        <div className="flex flex-1 items-center gap-3" aria-live="polite">
          <ProgressBar value={percent} label={WORKROOM_SCREEN_TEXT.uploadProgress} className="flex-1" />
          <span className="text-sm text-ink-muted tabular-nums">
            {WORKROOM_SCREEN_TEXT.uploading(Math.round(percent))}
          </span>
        </div>
      ) : null}
    </div>
  );
}

function FileRow({ orderId, file }: { orderId: string; file: OrderFile }) {
  const download = useDownloadOrderFile(orderId);
  return (
    <li className="flex items-center gap-3 py-3">
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-surface-muted text-ink-muted">
        <FileText aria-hidden className="size-5" />
      </span>
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="truncate text-sm font-medium text-ink" title={file.name}>
          {file.originalName}
        </span>
        <span className="text-xs text-ink-muted">
          {formatBytes(file.sizeBytes)}
          {file.uploader ? ` · ${WORKROOM_SCREEN_TEXT.uploadedBy(file.uploader.fullName)}` : ''} ·{' '}
          <RelativeTime value={file.createdAt} />
        </span>
      </div>
      <Button
        variant="secondary"
        size="icon"
        aria-label={WORKROOM_SCREEN_TEXT.downloadFile(file.originalName)}
        disabled={download.isPending}
        onClick={() => download.mutate(file)}
      >
        <Download aria-hidden className="size-4" />
      </Button>
    </li>
  );
}

/** The order folder, newest first (at most 100): upload with progress, download by a signed link. */
export function FilesTab({ orderId }: { orderId: string }) {
  const files = useOrderFiles(orderId);
  const items = (files.data?.items ?? []).slice(0, ORDERS.filesListLimit);
  return (
    <div className="flex flex-col gap-4">
      <UploadControl orderId={orderId} />
      {files.isPending ? (
        <div aria-hidden className="flex flex-col gap-3">
          <Skeleton className="h-12 rounded-lg" />
          <Skeleton className="h-12 rounded-lg" />
        </div>
      ) : files.isError ? (
        <TabError message={WORKROOM_SCREEN_TEXT.filesLoadFailed} onRetry={() => void files.refetch()} />
      ) : items.length === 0 ? (
        <p className="rounded-card border border-dashed border-line-strong bg-surface px-6 py-10 text-center text-sm text-ink-muted">
          {WORKROOM_SCREEN_TEXT.noFiles}
        </p>
      ) : (
        <>
          <ul className="flex flex-col divide-y divide-line rounded-card border border-line bg-surface px-4">
            {items.map((file) => (
              <FileRow key={file.id} orderId={orderId} file={file} />
            ))}
          </ul>
          {items.length >= ORDERS.filesListLimit ? (
            <p className="text-xs text-ink-muted">{WORKROOM_SCREEN_TEXT.filesLimit(ORDERS.filesListLimit)}</p>
          ) : null}
        </>
      )}
    </div>
  );
}
