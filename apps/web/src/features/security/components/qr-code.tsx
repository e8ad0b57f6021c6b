import { SECOND_FACTOR_TEXT } from '@ibh/contract';
import { useEffect, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * A QR code of the otpauth:// URI, drawn as one SVG path. The encoder (uqr) loads only here, when
 * someone sets up an authenticator app.
 */
export function QrCode({ value }: { value: string }) {
  const [modules, setModules] = useState<boolean[][] | null>(null);
  useEffect(() => {
    let live = true;
    void import('uqr').then(({ encode }) => {
      if (live) setModules(encode(value, { ecc: 'M', border: 2 }).data);
    });
    return () => {
      live = false;
    };
  }, [value]);
  if (!modules) return <Skeleton className="size-48" />;
  const size = modules.length;
  const path = modules.flatMap((row, y) => row.map((on, x) => (on ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  return (
    <svg
      role="img"
      aria-label={SECOND_FACTOR_TEXT.security.qrLabel}
      viewBox={`0 0 ${size} ${size}`}
      className="size-48 rounded-lg border border-line bg-white"
      shapeRendering="crispEdges"
    >
      <path d={path} fill="#111827" />
    </svg>
  );
}
