import { ApiErrorSchema, ERRORS, type ErrorCode, isErrorCode } from '@ibh/contract';

/** A failed API call: the server's coded error, or E_UNAVAILABLE when it could not be reached. */
export class ApiRequestError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: Record<string, string[]> | undefined;
  readonly requestId: string | undefined;
  /** E_RATE_LIMITED: how long to wait before trying again, when the server said. */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: {
    code: ErrorCode;
    status: number;
    message?: string;
    fields?: Record<string, string[]> | undefined;
    requestId?: string | undefined;
    retryAfterSeconds?: number | undefined;
  }) {
    super(init.message ?? ERRORS[init.code].message);
    this.name = 'ApiRequestError';
    this.code = init.code;
    this.status = init.status;
    this.fields = init.fields;
    this.requestId = init.requestId;
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'E_INVALID_INPUT',
  401: 'E_UNAUTHENTICATED',
  403: 'E_NOT_AUTHORIZED',
  404: 'E_NOT_FOUND',
  409: 'E_CONFLICT',
  413: 'E_PAYLOAD_TOO_LARGE',
  415: 'E_UNSUPPORTED_MEDIA',
  422: 'E_LIMIT_EXCEEDED',
  429: 'E_RATE_LIMITED',
  502: 'E_UNAVAILABLE',
  503: 'E_UNAVAILABLE',
  504: 'E_UNAVAILABLE',
};

/** Turns a non-2xx response into an ApiRequestError, trusting the body only when it matches the contract. */
export async function errorFromResponse(response: Response): Promise<ApiRequestError> {
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = ApiErrorSchema.safeParse(body);
  if (parsed.success && isErrorCode(parsed.data.error.code)) {
    const { code, message, requestId, fields, retryAfterSeconds } = parsed.data.error;
    return new ApiRequestError({
      code,
      status: response.status,
      message,
      requestId,
      fields,
      retryAfterSeconds,
    });
  }
  const code = CODE_BY_STATUS[response.status] ?? 'E_INTERNAL';
  return new ApiRequestError({ code, status: response.status });
}

export function isApiRequestError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}
