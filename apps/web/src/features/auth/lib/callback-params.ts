import { type CodePurpose, CodePurposeSchema } from '@ibh/contract';

export interface CallbackParams {
  code: string | null;
  type: CodePurpose | null;
  /** The raw `type` value, kept to tell "missing" from "unknown". */
  rawType: string | null;
  error: string | null;
  errorDescription: string | null;
  next: string | null;
}

function pick(query: URLSearchParams, hash: URLSearchParams, name: string): string | null {
  const value = query.get(name) ?? hash.get(name);
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/**
 * Reads code, type, error and error_description of an email link from the query string or,
 * failing that, from the hash (#code=…&type=…), as the spec's callback does (000 section 2).
 */
export function parseCallbackParams(search: string, hash: string): CallbackParams {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
  const rawType = pick(query, fragment, 'type');
  const parsedType = CodePurposeSchema.safeParse(rawType);
  return {
    code: pick(query, fragment, 'code'),
    type: parsedType.success ? parsedType.data : null,
    rawType,
    error: pick(query, fragment, 'error'),
    errorDescription: pick(query, fragment, 'error_description'),
    next: pick(query, fragment, 'next'),
  };
}
