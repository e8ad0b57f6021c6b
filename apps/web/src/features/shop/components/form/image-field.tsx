import {
  SERVICE_FORM_TEXT,
  SERVICE_IMAGE_CONTENT_TYPES,
  type ServiceImageKind,
  SHOP_TEXT,
  TOASTS,
} from '@ibh/contract';
import { ImageUp } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { cx } from '@/lib/cx';
import { withDetail } from '@/lib/form-errors';
import { useUploadServiceImage } from '../../api/my-services';

const ACCEPT = SERVICE_IMAGE_CONTENT_TYPES.join(',');
const LABEL: Record<ServiceImageKind, string> = {
  banner: SHOP_TEXT.bannerLabel,
  thumbnail: SHOP_TEXT.thumbnailLabel,
};
const HINT: Record<ServiceImageKind, string> = {
  banner: SERVICE_FORM_TEXT.bannerHint,
  thumbnail: SERVICE_FORM_TEXT.thumbnailHint,
};

/** The banner or thumbnail: a preview, Choose image, and the upload's percentage. */
export function ImageField({
  serviceId,
  kind,
  url,
}: {
  serviceId: string;
  kind: ServiceImageKind;
  url: string | null;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadServiceImage(serviceId);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProgress(0);
    try {
      await upload.mutateAsync({ kind, file, onProgress: (f) => setProgress(Math.round(f * 100)) });
      toast.success(SERVICE_FORM_TEXT.imageSaved, { duration: TOASTS.success });
    } catch (error) {
      toast.error(withDetail(SHOP_TEXT.uploadFailed, error), { duration: TOASTS.error });
    } finally {
      setProgress(null);
    }
  };

  const uploading = progress !== null;
  return (
    <div className="flex flex-col gap-2">
      <span className="text-sm font-medium text-ink">{LABEL[kind]}</span>
      <div
        className={cx(
          'overflow-hidden rounded-lg border border-line bg-surface-muted',
          kind === 'banner' ? 'aspect-[3/1]' : 'aspect-[3/2] max-w-60',
        )}
      >
        {url ? (
          <img src={url} alt={LABEL[kind]} className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-sm text-ink-muted">
            {SERVICE_FORM_TEXT.noImage}
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          disabled={uploading}
          aria-describedby={hintId}
          onClick={() => inputRef.current?.click()}
        >
          <ImageUp aria-hidden className="size-4" />
          {url ? SERVICE_FORM_TEXT.replaceImage : SERVICE_FORM_TEXT.chooseImage}
          <span className="sr-only"> ({LABEL[kind]})</span>
        </Button>
        <input
          ref={inputRef}
          type="file"
          name={kind}
          accept={ACCEPT}
          onChange={(event) => void choose(event)}
          className="sr-only"
          tabIndex={-1}
          aria-hidden
        />
      </div>
      {uploading ? (
        <div className="flex max-w-xs flex-col gap-1" aria-live="polite">
          <ProgressBar value={progress} label={SERVICE_FORM_TEXT.uploading(progress)} />
          <span className="text-xs text-ink-muted">{SERVICE_FORM_TEXT.uploading(progress)}</span>
        </div>
      ) : (
        <p id={hintId} className="text-xs text-ink-muted">
          {HINT[kind]}
        </p>
      )}
    </div>
  );
}
