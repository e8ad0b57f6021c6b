import { ORDER_SCREEN_TEXT, ORDERS, type OrderFile, WORKROOM_SCREEN_TEXT } from '@ibh/contract';
import { Download } from 'lucide-react';
import { FileRow, FilesPanel, useUploadProgress } from '@/components/files/file-list';
import { IconButton } from '@/components/ui/icon-button';
import { useDownloadOrderFile, useOrderFiles, useUploadOrderFile } from '../../api/files';

const FILES_TEXT = { ...WORKROOM_SCREEN_TEXT, retry: ORDER_SCREEN_TEXT.retry };

function OrderFileRow({ orderId, file }: { orderId: string; file: OrderFile }) {
  const download = useDownloadOrderFile(orderId);
  return (
    <FileRow file={file} name={file.originalName} title={file.name} text={FILES_TEXT}>
      <IconButton
        icon={Download}
        label={WORKROOM_SCREEN_TEXT.downloadFile(file.originalName)}
        disabled={download.isPending}
        onClick={() => download.mutate(file)}
      />
    </FileRow>
  );
}

/** The order folder, newest first (at most 100): upload with progress, download by a signed link. */
export function FilesTab({ orderId }: { orderId: string }) {
  const files = useOrderFiles(orderId);
  const progress = useUploadProgress();
  const upload = useUploadOrderFile(orderId, progress.set);
  const items = (files.data?.items ?? []).slice(0, ORDERS.filesListLimit);
  return (
    <FilesPanel query={files} count={items.length} upload={upload} progress={progress} text={FILES_TEXT}>
      <ul className="flex flex-col divide-y divide-line rounded-card border border-line bg-surface px-4">
        {items.map((file) => (
          <OrderFileRow key={file.id} orderId={orderId} file={file} />
        ))}
      </ul>
      {items.length >= ORDERS.filesListLimit ? (
        <p className="text-xs text-ink-muted">{WORKROOM_SCREEN_TEXT.filesLimit(ORDERS.filesListLimit)}</p>
      ) : null}
    </FilesPanel>
  );
}
