import { FileText } from 'lucide-react';
import { cx } from '@/lib/cx';
import { useObjectUrl } from '../hooks/use-object-url';
import { isImageFile } from '../lib/files';

/** A square preview: the image itself, or a document icon for a PDF. */
export function FileThumb({ file, className }: { file: File; className?: string }) {
  const image = isImageFile(file);
  const url = useObjectUrl(image ? file : null);
  return (
    <span
      className={cx(
        'flex items-center justify-center overflow-hidden rounded-md border border-line bg-surface-muted',
        className,
      )}
    >
      {image && url ? (
        <img src={url} alt="" className="size-full object-cover" />
      ) : (
        <FileText aria-hidden className="size-6 text-ink-muted" />
      )}
    </span>
  );
}
