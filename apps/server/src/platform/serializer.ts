import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { $ZodType, safeEncode } from 'zod/v4/core';

type JsonSchema = Record<string, unknown>;
type Stringify = (data: unknown) => string;

const SCALAR_TYPES = new Set(['string', 'number', 'integer', 'boolean']);

/**
 * zod writes `nullable(x)` as `anyOf: [x, {type: 'null'}]`, which fast-json-stringify can only
 * serialise by validating each branch at run time. A nullable scalar becomes `type: [t, 'null']`
 * and a nullable object or array `nullable: true`, both of which it compiles to a plain check.
 */
function simplifyNullable(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(simplifyNullable);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    out[key] =
      key === 'properties' || key === 'definitions' || key === '$defs'
        ? Object.fromEntries(Object.entries(value as JsonSchema).map(([k, v]) => [k, simplifyNullable(v)]))
        : simplifyNullable(value);
  }
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2 && Object.keys(out).length === 1) {
    const nullIndex = anyOf.findIndex((branch) => (branch as JsonSchema).type === 'null');
    const other = anyOf[1 - nullIndex] as JsonSchema | undefined;
    if (nullIndex !== -1 && other && typeof other.type === 'string' && !other.anyOf && !other.oneOf) {
      if (SCALAR_TYPES.has(other.type) && !('const' in other))
        return { ...other, type: [other.type, 'null'] };
      if (other.type === 'object' || other.type === 'array') return { ...other, nullable: true };
    }
  }
  return out;
}

/** The JSON Schema of a response as clients receive it (zod's output side). */
export function responseJsonSchema(schema: z.ZodMiniType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-7',
    unrepresentable: 'any',
  }) as JsonSchema;
  delete json.$schema;
  return simplifyNullable(json) as JsonSchema;
}

/**
 * An answer already written as JSON text (by the database: a 300-message thread built with
 * json_agg), sent as it is instead of being parsed into objects and serialised again. `T` is the
 * answer it stands for, so a handler returning one is still checked against its endpoint's type;
 * outside production the serialiser parses the text and checks it against the zod schema like
 * any other answer.
 */
export class JsonText<T> {
  declare readonly answer?: T;
  constructor(readonly text: string) {}
}

const compiled = new WeakMap<object, Stringify>();

function compile(schema: z.ZodMiniType): Stringify {
  let stringify = compiled.get(schema);
  if (!stringify) {
    stringify = fastJson(
      responseJsonSchema(schema) as unknown as Parameters<typeof fastJson>[0],
    ) as Stringify;
    compiled.set(schema, stringify);
  }
  return stringify;
}

/**
 * Serialises responses with fast-json-stringify compiled from each route's zod response schema,
 * instead of parsing every answer through zod. With `checked` (development and tests) every answer
 * is also encoded by its zod schema and the two outputs are compared, so a handler that returns the
 * wrong shape, or a schema the fast serialiser reads differently, fails loudly before production.
 */
export function createSerializerCompiler(options: { checked: boolean }): FastifySerializerCompiler<unknown> {
  return ({ schema, method, url }) => {
    if (!(schema instanceof $ZodType)) return (data) => JSON.stringify(data);
    const zodSchema = schema as unknown as z.ZodMiniType;
    const stringify = compile(zodSchema);
    if (!options.checked) return (data) => (data instanceof JsonText ? data.text : stringify(data));
    return (data) => {
      if (data instanceof JsonText) {
        const parsed: unknown = JSON.parse(data.text);
        const encoded = safeEncode(zodSchema, parsed);
        if (encoded.error) throw new ResponseSerializationError(method, url, { cause: encoded.error });
        if (!isDeepStrictEqual(JSON.parse(JSON.stringify(encoded.data)), parsed)) {
          throw new Error(
            `${method} ${url}: the JSON text differs from its schema: ${data.text.slice(0, 300)}`,
          );
        }
        return data.text;
      }
      const encoded = safeEncode(zodSchema, data);
      if (encoded.error) throw new ResponseSerializationError(method, url, { cause: encoded.error });
      const fast = stringify(data);
      const reference = JSON.stringify(encoded.data);
      if (fast !== reference && !isDeepStrictEqual(JSON.parse(fast), JSON.parse(reference))) {
        throw new Error(
          `${method} ${url}: the fast serialiser differs from zod: ${fast.slice(0, 300)} vs ${reference.slice(0, 300)}`,
        );
      }
      return fast;
    };
  };
}
