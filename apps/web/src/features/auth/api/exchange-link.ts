import { AUTH_ENDPOINTS, type ExchangeLinkRequest } from '@ibh/contract';
import { api } from '@/lib/api-client';

type Exchange = ReturnType<typeof postExchange>;
const inFlight = new Map<string, Exchange>();

function postExchange(body: ExchangeLinkRequest) {
  return api(AUTH_ENDPOINTS.exchangeLink, { body });
}

/**
 * Trades an email link's one-time token for a session (or a recovery session). A token is sent
 * once even when the callback's effect runs twice (React strict mode): tokens are single-use.
 */
export function exchangeLinkOnce(body: ExchangeLinkRequest): Exchange {
  const key = `${body.type}:${body.token}`;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = postExchange(body).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  return pending;
}
