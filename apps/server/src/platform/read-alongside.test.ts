import { describe, expect, it } from 'vitest';
import { readAlongside } from './read-alongside.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('readAlongside', () => {
  it('starts the read before the check has answered and gives both answers', async () => {
    const check = deferred<string>();
    let started = false;
    const both = readAlongside(check.promise, async () => {
      started = true;
      return 42;
    });
    await Promise.resolve();
    expect(started).toBe(true);
    check.resolve('allowed');
    expect(await both).toEqual(['allowed', 42]);
  });

  it('throws the check’s error, not the read’s, when both fail', async () => {
    const check = deferred<string>();
    const both = readAlongside(check.promise, () => Promise.reject(new Error('bad cursor')));
    await Promise.resolve();
    check.reject(new Error('not yours'));
    await expect(both).rejects.toThrow('not yours');
  });

  it('throws the read’s error once the check has passed', async () => {
    await expect(
      readAlongside(Promise.resolve('allowed'), () => Promise.reject(new Error('bad cursor'))),
    ).rejects.toThrow('bad cursor');
  });
});
