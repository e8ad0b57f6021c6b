import { IDEA, POST_IDEA_TEXT } from '@ibh/contract';
import { Paperclip, X } from 'lucide-react';
import { useId, useRef } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { FieldError } from '@/components/ui/text-field';
import { addFiles, FILE_ACCEPT } from '../lib/files';
import { FileThumb } from './file-thumb';

export interface FilePickerProps {
  files: readonly File[];
  error: string | null;
  onChange: (files: File[], error: string | null) => void;
}

const sizeLabel = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Up to 6 JPG, PNG or PDF files with thumbnails and a remove button each. Files live in memory
 * only: the hint says they must be added again after a reload.
 */
export function FilePicker({ files, error, onChange }: FilePickerProps) {
  const base = useId();
  const input = useRef<HTMLInputElement>(null);
  const full = files.length >= IDEA.maxFiles;
  const hintId = `${base}-hint`;
  const errorId = `${base}-error`;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex min-h-6 items-end justify-between gap-3">
        <span id={`${base}-label`} className="text-sm font-medium text-ink">
          {POST_IDEA_TEXT.files}
        </span>
        <span className="text-xs text-ink-muted">
          {POST_IDEA_TEXT.fileCount(files.length, IDEA.maxFiles)}
        </span>
      </div>
      <div className="flex flex-col gap-1">
        <label
          htmlFor={`${base}-input`}
          className={buttonClasses(
            'secondary',
            'md',
            'w-fit cursor-pointer has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-sapphire-500',
          )}
          aria-disabled={full || undefined}
        >
          <Paperclip aria-hidden className="size-4" />
          {POST_IDEA_TEXT.addFiles}
          <input
            ref={input}
            id={`${base}-input`}
            type="file"
            multiple
            accept={FILE_ACCEPT}
            disabled={full}
            aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
            className="sr-only"
            onChange={(event) => {
              const picked = Array.from(event.target.files ?? []);
              const result = addFiles(files, picked);
              onChange(result.files, result.error);
              event.target.value = '';
            }}
          />
        </label>
      </div>
      <p id={hintId} className="text-xs text-ink-muted">
        {POST_IDEA_TEXT.filesHint} {POST_IDEA_TEXT.filesNotKept}
      </p>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      {files.length > 0 ? (
        <ul aria-labelledby={`${base}-label`} className="mt-1 grid gap-2 sm:grid-cols-2">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${file.size}`}
              className="flex items-center gap-3 rounded-lg border border-line bg-surface p-2"
            >
              <FileThumb file={file} className="size-12 shrink-0" />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="truncate text-sm font-medium text-ink">{file.name}</span>
                <span className="text-xs text-ink-muted">{sizeLabel(file.size)}</span>
              </span>
              <button
                type="button"
                aria-label={POST_IDEA_TEXT.removeFile(file.name)}
                onClick={() => {
                  onChange(
                    files.filter((_, i) => i !== index),
                    null,
                  );
                  requestAnimationFrame(() => input.current?.focus());
                }}
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink"
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
