import { EDIT_PROFILE_TEXT } from '@ibh/contract';
import { useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormAlert } from '@/components/ui/form-alert';
import { loadImage, renderCrop } from '../../lib/crop';

const START: Point = { x: 0, y: 0 };
/** react-easy-crop's zoom range: 1 fits the photo to the circle, 3 is three times closer. */
const ZOOM = { min: 1, max: 3, step: 0.01 } as const;

export interface CropDialogProps {
  /** Object URL of the chosen file. */
  source: string;
  onCancel: () => void;
  onSave: (file: File) => void;
  returnFocus: () => HTMLElement | null;
}

/**
 * The round crop dialog (000 section 2): drag or arrow keys to position, a zoom slider, Reset,
 * Cancel and Save photo. Saving draws the 640 px avatar (lib/crop) and hands it on.
 * Loaded on demand, so react-easy-crop stays out of the editor's own chunk.
 */
export default function CropDialog({ source, onCancel, onSave, returnFocus }: CropDialogProps) {
  const [crop, setCrop] = useState<Point>(START);
  const [zoom, setZoom] = useState<number>(ZOOM.min);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  const save = async () => {
    if (!area) return;
    setBusy(true);
    setFailed(null);
    try {
      onSave(await renderCrop(await loadImage(source), area, true));
    } catch (error) {
      setFailed(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent
        title={EDIT_PROFILE_TEXT.cropTitle}
        description={EDIT_PROFILE_TEXT.cropIntro}
        returnFocus={returnFocus}
        className="sm:w-[min(34rem,calc(100vw-2rem))]"
      >
        <div className="relative mt-4 h-64 w-full overflow-hidden rounded-lg bg-ink sm:h-80">
          <Cropper
            image={source}
            crop={crop}
            zoom={zoom}
            minZoom={ZOOM.min}
            maxZoom={ZOOM.max}
            aspect={1}
            cropShape="round"
            showGrid={false}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
            cropperProps={{ role: 'group', 'aria-label': EDIT_PROFILE_TEXT.cropArea }}
          />
        </div>
        <label className="mt-4 flex items-center gap-3 text-sm font-medium text-ink">
          <span className="shrink-0">{EDIT_PROFILE_TEXT.zoom}</span>
          <input
            type="range"
            min={ZOOM.min}
            max={ZOOM.max}
            step={ZOOM.step}
            value={zoom}
            onChange={(event) => setZoom(Number(event.target.value))}
            className="h-10 w-full accent-sapphire-600"
          />
        </label>
        {failed ? <FormAlert className="mt-3">{failed}</FormAlert> : null}
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
          <Button
            variant="ghost"
            onClick={() => {
              setCrop(START);
              setZoom(ZOOM.min);
            }}
            disabled={busy}
          >
            {EDIT_PROFILE_TEXT.reset}
          </Button>
          <div className="flex flex-col-reverse gap-2 sm:ml-auto sm:flex-row">
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              {EDIT_PROFILE_TEXT.cancel}
            </Button>
            <Button onClick={() => void save()} disabled={!area || busy}>
              {EDIT_PROFILE_TEXT.savePhoto}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
