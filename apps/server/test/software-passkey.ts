import {
  createHash,
  createPrivateKey,
  generateKeyPairSync,
  type JsonWebKey,
  randomBytes,
  sign,
} from 'node:crypto';

/**
 * A software authenticator for tests (server tests and the e2e demo admin): a P-256 key pair that
 * answers WebAuthn registration ('none' attestation) and assertion ceremonies as a platform
 * passkey with user verification would. No dependencies but node:crypto; CBOR written by hand
 * for the two fixed shapes it needs.
 */
export interface SoftwarePasskey {
  credentialId: string;
  jwk: JsonWebKey;
  counter: number;
}

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

export function newSoftwarePasskey(): SoftwarePasskey {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { credentialId: b64url(randomBytes(32)), jwk: privateKey.export({ format: 'jwk' }), counter: 0 };
}

function cborBytes(bytes: Uint8Array): Buffer {
  const n = bytes.length;
  const head = n < 24 ? [0x40 + n] : n < 256 ? [0x58, n] : [0x59, n >> 8, n & 0xff];
  return Buffer.concat([Buffer.from(head), Buffer.from(bytes)]);
}
const cborText = (text: string) => Buffer.concat([Buffer.from([0x60 + text.length]), Buffer.from(text)]);

/** The credential's public key as COSE_Key (EC2, ES256, P-256): what the server stores. */
export function coseKeyOf(passkey: SoftwarePasskey): Buffer {
  const x = Buffer.from(passkey.jwk.x ?? '', 'base64url');
  const y = Buffer.from(passkey.jwk.y ?? '', 'base64url');
  return Buffer.concat([
    Buffer.from([0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21]),
    cborBytes(x),
    Buffer.from([0x22]),
    cborBytes(y),
  ]);
}

const UP_UV = 0x05;
const ATTESTED = 0x40;

function authData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
  const count = Buffer.alloc(4);
  count.writeUInt32BE(counter);
  return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
}

const clientData = (type: string, challenge: string, origin: string) =>
  Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

/** The browser's JSON answer to registration options (navigator.credentials.create). */
export function registrationResponse(
  passkey: SoftwarePasskey,
  challenge: string,
  origin: string,
  rpId: string,
) {
  const id = Buffer.from(passkey.credentialId, 'base64url');
  const idLength = Buffer.from([id.length >> 8, id.length & 0xff]);
  const attested = Buffer.concat([Buffer.alloc(16), idLength, id, coseKeyOf(passkey)]);
  const data = authData(rpId, UP_UV | ATTESTED, passkey.counter, attested);
  const attestationObject = Buffer.concat([
    Buffer.from([0xa3]),
    cborText('fmt'),
    cborText('none'),
    cborText('attStmt'),
    Buffer.from([0xa0]),
    cborText('authData'),
    cborBytes(data),
  ]);
  return {
    id: passkey.credentialId,
    rawId: passkey.credentialId,
    type: 'public-key',
    response: {
      clientDataJSON: b64url(clientData('webauthn.create', challenge, origin)),
      attestationObject: b64url(attestationObject),
      transports: ['internal'],
    },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
  };
}

/**
 * The browser's JSON answer to authentication options (navigator.credentials.get). The signature
 * counter stays 0, as with synced passkeys, so copies of one key in several processes never trip
 * the server's cloned-authenticator check.
 */
export function assertionResponse(passkey: SoftwarePasskey, challenge: string, origin: string, rpId: string) {
  const data = authData(rpId, UP_UV, passkey.counter);
  const client = clientData('webauthn.get', challenge, origin);
  const signature = sign(
    'sha256',
    Buffer.concat([data, sha256(client)]),
    createPrivateKey({ key: passkey.jwk, format: 'jwk' }),
  );
  return {
    id: passkey.credentialId,
    rawId: passkey.credentialId,
    type: 'public-key',
    response: {
      clientDataJSON: b64url(client),
      authenticatorData: b64url(data),
      signature: b64url(signature),
    },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
  };
}
