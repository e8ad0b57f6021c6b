// Types of core.mjs (the verifier's core, shared by the CLI, the web's /verify page and the server).

export interface PackCheck {
  status: 'ok' | 'fail';
  /** What the check is about: 'file', 'key', 'signature', 'subject', 'evidence <id> version 2', … */
  item: string;
  detail: string;
}

export interface PackResult {
  ok: boolean;
  /** The parsed pack, when the file was JSON. */
  pack: { subject?: { kind: string; id: string; title?: string }; issuedAt?: string; issuer?: string } | null;
  checks: PackCheck[];
}

export interface TrustedKey {
  kid: string;
  x: string;
  retiredAt?: string | null;
}

export interface PackItem {
  key: string;
  label: string;
  value: unknown;
}

export const PACK_FORMAT: 'ibh-proof-pack-v1';
export function canonicalJson(value: unknown): string;
export function versionText(evidenceId: string, version: Record<string, unknown>): string;
export function sha256Hex(text: string): Promise<string>;
export function keyThumbprint(jwk: { kty: string; crv: string; x: string }): Promise<string>;
export function signedText(pack: Record<string, unknown>): string;
export function packFileText(pack: unknown): string;
export function packItems(pack: unknown): PackItem[];
export function jsonErrorAt(text: string): number;
export function keysFrom(doc: unknown): TrustedKey[];
export function verifyPack(
  input: string | Uint8Array | ArrayBuffer,
  options?: { trustedKeys?: TrustedKey[]; trustedSource?: string },
): Promise<PackResult>;
