import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createSerializerCompiler, JsonText } from './serializer.ts';

const Schema = z.object({ id: z.string(), items: z.array(z.object({ n: z.number() })) });
const compile = (checked: boolean) =>
  createSerializerCompiler({ checked })({ schema: Schema, method: 'GET', url: '/x', httpStatus: '200' });

describe('JsonText answers', () => {
  it('are sent as they are, in production and when checked', () => {
    const text = '{"id":"a","items":[{"n":1}, \n {"n":2}]}';
    expect(compile(false)(new JsonText(text))).toBe(text);
    expect(compile(true)(new JsonText(text))).toBe(text);
    // Objects still go through the compiled serialiser.
    expect(compile(false)({ id: 'a', items: [] })).toBe('{"id":"a","items":[]}');
  });

  it('fail loudly outside production when the text is not what the schema says', () => {
    const checked = compile(true);
    expect(() => checked(new JsonText('{"id":1,"items":[]}'))).toThrow();
    expect(() => checked(new JsonText('{"id":"a","items":[],"extra":true}'))).toThrow(/differs/);
    expect(() => checked(new JsonText('{"id":"a","items":['))).toThrow();
  });
});
