import { WORKSPACE, WORKSPACE_TEXT, type WorkspaceFile } from '@ibh/contract';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { FileRow, FilesPanel, useUploadProgress } from '@/components/files/file-list';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { IconButton } from '@/components/ui/icon-button';
import { useDeleteFile, useDownloadFile, useFiles, useUploadFile } from '../api/files';

function WorkspaceFileRow({
  file,
  onDelete,
}: {
  file: WorkspaceFile;
  onDelete: (file: WorkspaceFile) => void;
}) {
  const download = useDownloadFile();
  return (
    <FileRow file={file} name={file.name} text={WORKSPACE_TEXT} className="flex-wrap">
      <div className="flex gap-1">
        <IconButton
          icon={Download}
          label={WORKSPACE_TEXT.downloadFile(file.name)}
          disabled={download.isPending}
          onClick={() => download.mutate(file)}
        />
        {file.canDelete ? (
          <IconButton
            icon={Trash2}
            variant="ghost"
            label={WORKSPACE_TEXT.deleteFile(file.name)}
            onClick={() => onDelete(file)}
          />
        ) : null}
      </div>
    </FileRow>
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
  const progress = useUploadProgress();
  const upload = useUploadFile(ideaId, progress.set);
  const [deleting, setDeleting] = useState<WorkspaceFile | null>(null);
  const items = (files.data?.items ?? []).slice(0, WORKSPACE.files);
  return (
    <FilesPanel
      query={files}
      count={items.length}
      upload={upload}
      progress={progress}
      text={WORKSPACE_TEXT}
      after={<ConfirmDelete ideaId={ideaId} file={deleting} onClose={() => setDeleting(null)} />}
    >
      <ul className="divide-y divide-line rounded-card border border-line bg-surface px-4">
        {items.map((file) => (
          <WorkspaceFileRow key={file.id} file={file} onDelete={setDeleting} />
        ))}
      </ul>
    </FilesPanel>
  );
}
