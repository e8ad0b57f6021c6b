import { createHash } from 'node:crypto';
import { canonicalVersionText } from '@ibh/contract';
import type { StoredArtifact, StoredInterview } from './evidence.tables.ts';

/** SHA-256 (hex) of a version's canonical form (packages/contract evidence-canonical.ts, decision 57). */
export function versionHash(v: {
  evidenceId: string;
  version: number;
  title: string;
  summary: string;
  interviews: readonly StoredInterview[];
  artifacts: readonly StoredArtifact[];
  prevHash: string | null;
}): string {
  const text = canonicalVersionText({
    ...v,
    artifacts: v.artifacts.map((a) => ({
      type: a.type,
      url: a.url,
      name: a.name,
      contentHash: a.contentHash,
    })),
  });
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export const sha256Hex = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
