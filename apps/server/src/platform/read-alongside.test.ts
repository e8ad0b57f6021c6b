import { describe, expect, it } from 'vitest';
import { readAlongside } from './read-alongside.ts';

describe('readAlongside', () => {
  it('starts the read before the check has answered and gives both answers', async () => {
    let allow: (answer: string) => void = () => {};
    const check = new Promise<string>((resolve) => {
      allow = resolve;
    });
    let started = false;
    const both = readAlongside(check, async () => {
      started = true;
      return 42;
    });
    await Promise.resolve();
    expect(started).toBe(true);
    allow('allowed');
    expect(await both).toEqual(['allowed', 42]);
  });

  it('throws the check’s error, not the read’s, when both fail', async () => {
    const both = readAlongside(Promise.reject(new Error('not yours')), () =>
      Promise.reject(new Error('bad cursor')),
    );
    await expect(both).rejects.toThrow('not yours');
  });

  it('throws the read’s error once the check has passed', async () => {
    await expect(
      readAlongside(Promise.resolve('allowed'), () => Promise.reject(new Error('bad cursor'))),
    ).rejects.toThrow('bad cursor');
  });
});
