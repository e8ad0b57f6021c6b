import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/schema.ts';

/** Tables of migrations/0040_second_factor.sql (auth_sessions.aal2 is in auth.tables.ts). */
export interface UserPasskeysTable {
  id: Generated<string>;
  user_id: string;
  credential_id: string;
  public_key: Uint8Array;
  counter: Generated<string | number>;
  transports: Generated<string[]>;
  name: string;
  created_at: Generated<Date>;
  last_used_at: Timestamp | null;
}

export interface UserTotpTable {
  user_id: string;
  secret: string;
  confirmed_at: Timestamp | null;
  last_step: string | number | null;
  created_at: Generated<Date>;
}

export interface UserRecoveryCodesTable {
  user_id: string;
  code_hash: string;
  used_at: Timestamp | null;
  created_at: Generated<Date>;
}

export interface AuthPendingLoginsTable {
  token_hash: string;
  user_id: string;
  expires_at: Timestamp;
  attempts: Generated<number>;
  used_at: Timestamp | null;
  created_at: Generated<Date>;
}

export interface AuthWebauthnChallengesTable {
  challenge: string;
  purpose: 'register' | 'authenticate';
  user_id: string | null;
  expires_at: Timestamp;
  created_at: Generated<Date>;
}

export interface SecondFactorTables {
  user_passkeys: UserPasskeysTable;
  user_totp: UserTotpTable;
  user_recovery_codes: UserRecoveryCodesTable;
  auth_pending_logins: AuthPendingLoginsTable;
  auth_webauthn_challenges: AuthWebauthnChallengesTable;
}
