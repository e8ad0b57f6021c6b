import { PROFILE } from '@ibh/contract';

/** The crop rectangle in the source image's own pixels (react-easy-crop's croppedAreaPixels). */
export interface CropArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface CropOutput {
  size: number;
  type: 'image/png' | 'image/jpeg';
  quality: number | undefined;
  fileName: string;
}

/** Output of the crop (000 section 5): a 640 px square, png when round else jpeg 0.92, named avatar. */
export function cropOutput(round: boolean): CropOutput {
  return round
    ? { size: PROFILE.cropSize, type: 'image/png', quality: undefined, fileName: 'avatar.png' }
    : { size: PROFILE.cropSize, type: 'image/jpeg', quality: PROFILE.cropQuality, fileName: 'avatar.jpg' };
}

/** The part of a canvas the crop uses; a real canvas fits it, tests pass a fake. */
export interface CropCanvas {
  width: number;
  height: number;
  getContext(
    kind: '2d',
  ): Pick<
    CanvasRenderingContext2D,
    | 'beginPath'
    | 'arc'
    | 'closePath'
    | 'clip'
    | 'fillRect'
    | 'drawImage'
    | 'fillStyle'
    | 'imageSmoothingQuality'
  > | null;
  toBlob(callback: (blob: Blob | null) => void, type?: string, quality?: number): void;
}

const newCanvas = (): CropCanvas => document.createElement('canvas');

/**
 * Draws the cropped area onto a square canvas of the output size and encodes it. A round crop is
 * clipped to the circle (transparent corners, hence png); a square one gets a white background.
 */
export async function renderCrop(
  image: CanvasImageSource,
  area: CropArea,
  round: boolean,
  createCanvas: () => CropCanvas = newCanvas,
): Promise<File> {
  const output = cropOutput(round);
  const canvas = createCanvas();
  canvas.width = output.size;
  canvas.height = output.size;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas is not available');
  const half = output.size / 2;
  if (round) {
    ctx.beginPath();
    ctx.arc(half, half, half, 0, Math.PI * 2);
    ctx.closePath();
    ctx.clip();
  } else {
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, output.size, output.size);
  }
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, output.size, output.size);
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, output.type, output.quality),
  );
  if (!blob) throw new Error('The cropped image could not be encoded');
  return new File([blob], output.fileName, { type: output.type });
}

/** Loads an image (an object URL of the chosen file) for drawing. */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read'));
    image.src = src;
  });
}
