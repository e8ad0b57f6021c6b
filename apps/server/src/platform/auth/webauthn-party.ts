import type { AppConfig } from '../config.ts';

export interface WebAuthnParty {
  /** The relying party's id: a registrable domain, never an IP address. */
  rpId: string;
  rpName: string;
  /** The page origins a passkey ceremony may come from. */
  origins: string[];
}

const LOOPBACK_IPS = new Set(['127.0.0.1', '[::1]', '::1']);

/**
 * Who passkeys belong to, from PUBLIC_URL (decision 161): its host is the relying-party id and its
 * origin the one page origin. Browsers refuse an IP address as an RP id, so a PUBLIC_URL on a
 * loopback IP (dev, e2e) uses `localhost` on the same port, outside production only.
 * WEBAUTHN_RP_ID overrides the id (a parent domain shared by several hosts).
 */
export function webauthnParty(
  config: Pick<AppConfig, 'publicUrl' | 'isProduction' | 'webauthnRpId'>,
): WebAuthnParty {
  const url = new URL(config.publicUrl);
  const origins = [url.origin];
  let rpId = url.hostname;
  if (LOOPBACK_IPS.has(url.hostname) && !config.isProduction) {
    const local = new URL(config.publicUrl);
    local.hostname = 'localhost';
    origins.push(local.origin);
    rpId = 'localhost';
  }
  return { rpId: config.webauthnRpId ?? rpId, rpName: 'IBH', origins };
}
