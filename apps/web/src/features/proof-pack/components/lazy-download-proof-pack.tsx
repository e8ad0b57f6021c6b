import { lazy, Suspense } from 'react';
import type { PackSubject } from '../api/fetch-proof-pack';

const Download = lazy(() => import('./download-proof-pack').then((m) => ({ default: m.DownloadProofPack })));

/** The download block in a chunk of its own (the idea page's chunk is at its budget). */
export function LazyDownloadProofPack(props: { kind: PackSubject; id: string }) {
  return (
    <Suspense fallback={null}>
      <Download {...props} />
    </Suspense>
  );
}
