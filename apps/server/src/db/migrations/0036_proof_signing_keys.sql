-- proof_signing_keys (proof-pack; issue 29, decision 149): the Ed25519 keys that sign proof packs.
-- key_id is the RFC 7638 thumbprint of the public key; public_key its raw 32 bytes, base64url (the
-- JWK's x). private_key is the PKCS#8 DER key, base64, server-only (never in an answer); null for a
-- key configured through PROOF_SIGNING_KEY, whose public half is recorded so it stays published
-- after the variable changes. At most one key is active (retired_at null); a rotation retires it
-- and adds the next, and retired keys stay listed at /.well-known/ibh-proof-keys.json forever.
create table proof_signing_keys (
  key_id text primary key,
  public_key text not null,
  private_key text,
  created_at timestamptz not null default now(),
  retired_at timestamptz
);

create unique index proof_signing_keys_one_active on proof_signing_keys ((true)) where retired_at is null;
