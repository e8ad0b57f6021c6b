import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { attachmentDisposition, sanitizeFilename } from './content-disposition.ts';
import { assertValidKey, assertValidPrefix, MAX_KEY_LENGTH } from './storage.ts';

function codeOf(fn: () => void): string | undefined {
  try {
    fn();
    return undefined;
  } catch (error) {
    return error instanceof AppError ? error.code : 'not an AppError';
  }
}

describe('storage keys', () => {
  it.each([
    '',
    '../etc/passwd',
    'a/../b',
    'a/..',
    '/absolute',
    'back\\slash',
    'a//b',
    'trailing/',
    '.hidden',
    'a/.meta',
    'nul\u0000byte',
    'line\nbreak',
    'x'.repeat(MAX_KEY_LENGTH + 1),
  ])('rejects %j with E_INVALID_INPUT', (key) => {
    expect(codeOf(() => assertValidKey(key))).toBe('E_INVALID_INPUT');
  });

  it.each(['a', 'public/ideas/3f1c/cover.png', 'files/résumé final.pdf', 'x'.repeat(MAX_KEY_LENGTH)])(
    'accepts %j',
    (key) => {
      expect(codeOf(() => assertValidKey(key))).toBeUndefined();
    },
  );

  it('accepts an empty prefix or one ending with a slash, with the same rules otherwise', () => {
    expect(codeOf(() => assertValidPrefix(''))).toBeUndefined();
    expect(codeOf(() => assertValidPrefix('public/'))).toBeUndefined();
    expect(codeOf(() => assertValidPrefix('public/ide'))).toBeUndefined();
    expect(codeOf(() => assertValidPrefix('../'))).toBe('E_INVALID_INPUT');
    expect(codeOf(() => assertValidPrefix('/public/'))).toBe('E_INVALID_INPUT');
  });
});

describe('download names', () => {
  it('strips path separators, quotes and control characters', () => {
    expect(sanitizeFilename('../../etc/passwd')).toBe('.._.._etc_passwd');
    expect(sanitizeFilename('a"b\r\nc')).toBe('a_b__c');
    expect(sanitizeFilename('  ')).toBe('download');
  });

  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition('résumé 100%.pdf')).toBe(
      `attachment; filename="r_sum_ 100_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20100%25.pdf`,
    );
  });
});
