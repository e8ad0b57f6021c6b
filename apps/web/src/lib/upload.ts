import {
  type AnySchema,
  CLIENT_HEADER,
  CSRF,
  type EndpointDefinition,
  type EndpointParamsInput,
  type EndpointResponse,
  endpointPath,
  successSchema,
} from '@ibh/contract';
import { ApiRequestError, buildUrl, type QueryParams, readCookie, refreshSessionOnce } from './api-client';
import { errorFromResponse } from './api-error';

interface RawAnswer {
  status: number;
  text: string;
}

export interface UploadOptions {
  query?: QueryParams;
  contentType: string;
  /** The endpoint's method (PUT unless it says POST). */
  method?: 'PUT' | 'POST';
  /** Share of the body sent, 0 to 1 (fetch cannot report it, hence XMLHttpRequest). */
  onProgress: (fraction: number) => void;
}

function sendOnce(
  path: string,
  body: Blob,
  { query, contentType, onProgress, method = 'PUT' }: UploadOptions,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, buildUrl(path, query));
    xhr.withCredentials = true;
    xhr.setRequestHeader('content-type', contentType);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader(CLIENT_HEADER.name, CLIENT_HEADER.value);
    const csrf = readCookie(CSRF.cookie);
    if (csrf) xhr.setRequestHeader(CSRF.header, csrf);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, text: xhr.responseText });
    xhr.onerror = () => reject(new ApiRequestError({ code: 'E_UNAVAILABLE', status: 0 }));
    xhr.send(body);
  });
}

/**
 * PUT of a raw body (an upload) with progress; one session refresh and retry after a 401, like
 * every API call. Resolves with the JSON answer; a non-2xx answer throws the coded ApiRequestError.
 */
export async function putRaw(path: string, body: Blob, options: UploadOptions): Promise<unknown> {
  let answer = await sendOnce(path, body, options);
  if (answer.status === 401 && (await refreshSessionOnce())) answer = await sendOnce(path, body, options);
  const response = new Response(answer.text || null, {
    status: answer.status,
    headers: { 'content-type': 'application/json' },
  });
  if (!response.ok) throw await errorFromResponse(response);
  options.onProgress(1);
  return response.json().catch(() => undefined);
}

/** The answer checked against its schema; a malformed answer is E_INTERNAL. */
export function parseUploadAnswer<T>(
  schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } },
  value: unknown,
): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ApiRequestError({ code: 'E_INTERNAL', status: 200 });
  return parsed.data;
}

/** What an upload endpoint takes: its path params (when it has any), the file and its progress. */
export type UploadCallOptions<E extends EndpointDefinition> = UploadOptions &
  (E['params'] extends AnySchema ? { params: EndpointParamsInput<E> } : { params?: undefined }) & {
    body: Blob;
  };

/**
 * Uploads to an endpoint of the contract whose body is raw (`body: { raw: [...] }`), with
 * progress; the answer is checked by the endpoint's success schema.
 */
export async function uploadTo<E extends EndpointDefinition>(
  endpoint: E,
  options: UploadCallOptions<E>,
): Promise<EndpointResponse<E>> {
  const { params, body, ...upload } = options as UploadOptions & {
    params?: Record<string, unknown>;
    body: Blob;
  };
  const method = endpoint.method === 'POST' ? 'POST' : 'PUT';
  const answer = await putRaw(endpointPath(endpoint, params), body, { ...upload, method });
  const schema = successSchema(endpoint);
  return (schema ? parseUploadAnswer(schema, answer) : undefined) as EndpointResponse<E>;
}

/** A picked file as an upload's body: its name in the query, its type, progress in percent. */
export function fileUpload(file: File, onPercent: (percent: number) => void) {
  return {
    body: file,
    query: { name: file.name },
    contentType: file.type || 'application/octet-stream',
    onProgress: (fraction: number) => onPercent(fraction * 100),
  };
}
