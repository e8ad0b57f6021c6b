import {
  CONTROL_CHARACTER,
  CONTROL_CHARACTER_BUT_LINE_BREAKS,
  isRawBody,
  TEXT_INPUT_TEXT,
} from '@ibh/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/**
 * The path (`body.content`, `querystring.q`, `body.links.0.url`) of the first string (or object
 * key) in `value` holding a character `pattern` refuses, or null. Iterative, so a deeply nested body
 * cannot exhaust the stack.
 */
export function findControlCharacter(value: unknown, root: string, pattern: RegExp): string | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (pattern.test(current)) return path;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push([current[i], `${path}.${i}`]);
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, inner] of Object.entries(current)) {
        if (CONTROL_CHARACTER.test(key)) return path;
        stack.push([inner, `${path}.${key}`]);
      }
    }
  }
  return null;
}

/** Throws the coded 400 when a string of the request holds a control character. */
export function assertNoControlCharacters(input: {
  body?: unknown;
  query?: unknown;
  params?: unknown;
}): void {
  const path =
    findControlCharacter(input.params, 'params', CONTROL_CHARACTER) ??
    findControlCharacter(input.query, 'querystring', CONTROL_CHARACTER) ??
    findControlCharacter(input.body, 'body', CONTROL_CHARACTER_BUT_LINE_BREAKS);
  if (path !== null) {
    throw new AppError('E_INVALID_INPUT', TEXT_INPUT_TEXT.controlCharacters, {
      fields: { [path]: [TEXT_INPUT_TEXT.controlCharacters] },
    });
  }
}

/**
 * One gate for every route (issue 12, item 5): after Fastify parsed the request and before any
 * schema or handler sees it, every string of the params, query and JSON body (at any depth, object
 * keys included) is checked. Routes added later are covered without doing anything; raw bodies
 * (uploads) are bytes, not text, and their file name arrives in the query.
 */
export function registerTextInputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const endpoint = request.routeOptions.config.endpoint;
    // An upload's body is its bytes whatever type it claims; the route answers for the type (415).
    const rawBody = endpoint !== undefined && isRawBody(endpoint.body);
    assertNoControlCharacters({
      params: request.params,
      query: request.query,
      body: rawBody ? undefined : request.body,
    });
  });
}
