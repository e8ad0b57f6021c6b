import type { ColumnType } from 'kysely';

/** Table of migrations/0036_proof_signing_keys.sql (decision 149). */
export interface ProofSigningKeysTable {
  key_id: string;
  public_key: string;
  /** PKCS#8 DER, base64; null for a key configured through PROOF_SIGNING_KEY (public half only). */
  private_key: string | null;
  created_at: ColumnType<Date, Date | undefined, Date>;
  retired_at: Date | null;
}

export interface ProofPackTables {
  proof_signing_keys: ProofSigningKeysTable;
}
