import type { TopPros } from '@ibh/contract';
import type { Executor } from '../../db/executor.ts';

/**
 * Top Merit Professionals and rising professionals (001 sections 2.7, 9). Issue 19 seam: the home
 * endpoint calls this; the merit slice implements the ranking, rotation and rising rules.
 */
export async function loadTopPros(_db: Executor, _now: Date): Promise<TopPros> {
  return { pros: [], rising: [] };
}
