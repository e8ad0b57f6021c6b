/**
 * Runs a read together with the check that guards it (an access check) instead of after it, so a
 * request waits for one round trip less. The read's answer is used, and its error (a bad cursor)
 * thrown, only once the check has passed: whoever the check refuses gets its error first, as
 * before. The read must change nothing (its answer is dropped when the check fails).
 */
export async function readAlongside<C, T>(check: Promise<C>, read: () => Promise<T>): Promise<[C, T]> {
  const reading = Promise.resolve().then(read);
  reading.catch(() => {});
  const checked = await check;
  return [checked, await reading];
}
