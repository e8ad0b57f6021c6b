/**
 * Reading /api/openapi.json in tests: its operations, a path filled in, and a value of a schema's
 * shape (shared by api-contract.test.ts and openapi-conformance.test.ts).
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  maxLength?: number;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};
export type DocumentedAnswer = {
  content?: Record<string, { schema?: JsonSchema }>;
  /** The error codes of a refusal status (platform/openapi/error-answers.ts). */
  'x-error-codes'?: string[];
};
export type Operation = {
  parameters?: { in: string; name: string; schema?: JsonSchema; required?: boolean }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, DocumentedAnswer>;
};
export type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, object> };
};
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export const SAMPLE_ID = '00000000-0000-4000-8000-000000000000';

/** Every operation of the document, as method, OpenAPI path and operation. */
export function operationsOf(spec: OpenApi) {
  const list: { method: Method; path: string; op: Operation; name: string }[] = [];
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (op)
        list.push({
          method: method.toUpperCase() as Method,
          path,
          op,
          name: `${method.toUpperCase()} ${path}`,
        });
    }
  }
  return list;
}

export function fillPath(path: string, value: string) {
  return path.replace(/\{[^}]+\}/g, value);
}

export function bodySchema(op: Operation): JsonSchema | undefined {
  return op.requestBody?.content?.['application/json']?.schema;
}

/** A value that satisfies the schema's type (first enum member, a uuid for uuids). */
export function sample(schema: JsonSchema | undefined): unknown {
  if (!schema) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (variant) return sample(variant);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return schema.format === 'uuid' ? SAMPLE_ID : schema.format === 'email' ? 'a@b.co' : 'x';
    case 'number':
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sample(v)]));
    default:
      return null;
  }
}
