import type { IdeaAttachment } from '@ibh/contract';
import { FileText } from 'lucide-react';

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** PDF attachments, each opening in a new tab. */
export function IdeaAttachments({ attachments }: { attachments: readonly IdeaAttachment[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {attachments.map((file) => (
        <li key={file.id}>
          <a
            href={file.url}
            target="_blank"
            rel="noreferrer"
            className="flex min-h-12 items-center gap-3 rounded-lg border border-line px-3 py-2 hover:bg-surface-muted"
          >
            <FileText aria-hidden className="size-5 shrink-0 text-danger-600" />
            <span className="min-w-0 flex-1 truncate text-sm font-medium text-sapphire-700">{file.name}</span>
            <span className="shrink-0 text-xs text-ink-muted">{formatSize(file.sizeBytes)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
