import { EDIT_PROFILE_TEXT, PROFILE, PROFILE_TEXT, TOASTS } from '@ibh/contract';
import { useIsMutating } from '@tanstack/react-query';
import { Camera } from 'lucide-react';
import { type ChangeEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { useAuth } from '@/lib/auth';
import { withDetail } from '@/lib/form-errors';
import { removeAvatarKey } from '../../api/remove-avatar';
import { useUploadAvatar } from '../../api/upload-avatar';
import { RemovePhoto } from './remove-photo';

const CropDialog = lazy(() => import('./crop-dialog'));
/** The image types the server takes (PROFILE_TEXT.imageUnsupported names them). */
const ACCEPT = 'image/png,image/jpeg,image/webp';

/**
 * Profile photo: Upload Photo -> round crop dialog -> upload with a percentage. On failure the
 * old photo stays and 'Avatar upload failed' says why; on success the header follows. With a
 * photo, Remove photo (confirmed inline) takes it away.
 */
export function AvatarField({ avatarUrl, name }: { avatarUrl: string | null; name: string }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hintId = useId();
  const [source, setSource] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { refresh } = useAuth();
  const upload = useUploadAvatar((percent) => setProgress(Math.round(percent)));
  const removing = useIsMutating({ mutationKey: removeAvatarKey }) > 0;
  // After a removal the Remove photo button is gone: focus goes to Upload Photo once it is enabled.
  const [focusUpload, setFocusUpload] = useState(false);
  useEffect(() => {
    if (!focusUpload || removing) return;
    setFocusUpload(false);
    buttonRef.current?.focus();
  }, [focusUpload, removing]);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!ACCEPT.split(',').includes(file.type)) {
      toast.error(PROFILE_TEXT.imageUnsupported, { duration: TOASTS.profile });
      return;
    }
    setSource(URL.createObjectURL(file));
  };
  const closeCrop = () => {
    if (source) URL.revokeObjectURL(source);
    setSource(null);
  };
  const save = async (file: File) => {
    closeCrop();
    setProgress(0);
    try {
      await upload.mutateAsync(file);
      toast.success(PROFILE_TEXT.photoSaved, { duration: TOASTS.profile });
      void refresh();
    } catch (error) {
      toast.error(withDetail(PROFILE_TEXT.avatarUploadFailed, error), { duration: TOASTS.profile });
    } finally {
      setProgress(null);
    }
  };

  const uploading = progress !== null;
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Avatar url={avatarUrl} name={name} size={PROFILE.cropPreview} />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <span className="text-sm font-medium text-ink">{EDIT_PROFILE_TEXT.photo}</span>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            ref={buttonRef}
            variant="secondary"
            onClick={() => inputRef.current?.click()}
            disabled={uploading || removing}
            aria-describedby={hintId}
          >
            <Camera aria-hidden className="size-4" />
            {EDIT_PROFILE_TEXT.uploadPhoto}
          </Button>
          <input
            ref={inputRef}
            type="file"
            accept={ACCEPT}
            onChange={choose}
            className="sr-only"
            tabIndex={-1}
            aria-hidden
          />
          {avatarUrl ? <RemovePhoto disabled={uploading} onRemoved={() => setFocusUpload(true)} /> : null}
        </div>
        {uploading ? (
          <div className="flex max-w-xs flex-col gap-1" aria-live="polite">
            <ProgressBar value={progress} label={EDIT_PROFILE_TEXT.uploading(progress)} />
            <span className="text-xs text-ink-muted">{EDIT_PROFILE_TEXT.uploading(progress)}</span>
          </div>
        ) : (
          <p id={hintId} className="text-xs text-ink-muted">
            {EDIT_PROFILE_TEXT.photoHint}
          </p>
        )}
      </div>
      {source ? (
        <Suspense fallback={null}>
          <CropDialog
            source={source}
            onCancel={closeCrop}
            onSave={(file) => void save(file)}
            returnFocus={() => buttonRef.current}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
