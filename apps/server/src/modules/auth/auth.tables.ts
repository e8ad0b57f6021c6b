import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/schema.ts';
import type { SecondFactorTables } from './second-factor.tables.ts';

/** Tables of migrations/0004_accounts.sql. */
export interface UsersTable {
  id: Generated<string>;
  email: string;
  password_hash: string | null;
  full_name: string | null;
  role: string;
  email_confirmed_at: Timestamp | null;
  password_changed_at: Timestamp | null;
  last_sign_in_at: Timestamp | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface AdminsTable {
  user_id: string;
  created_at: Generated<Date>;
}

export interface AuthSessionsTable {
  id: Generated<string>;
  user_id: string;
  access_hash: string;
  access_expires_at: Timestamp;
  created_at: Generated<Date>;
  last_seen_at: Generated<Date>;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  revoked_reason: string | null;
  user_agent: string | null;
  ip: string | null;
  /** Completed with a second factor (migrations/0040_second_factor.sql). */
  aal2: Generated<boolean>;
}

export interface AuthRefreshTokensTable {
  token_hash: string;
  session_id: string;
  created_at: Generated<Date>;
  used_at: Timestamp | null;
}

export interface AuthCodesTable {
  id: Generated<string>;
  email: string;
  purpose: 'signup' | 'login' | 'recovery';
  code_hash: string;
  link_hash: string;
  expires_at: Timestamp;
  attempts: Generated<number>;
  consumed_at: Timestamp | null;
  created_at: Generated<Date>;
}

export interface AuthRecoverySessionsTable {
  token_hash: string;
  user_id: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Generated<Date>;
}

export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  hits: number;
}

export interface AuthAuditTable {
  id: Generated<string>;
  user_id: string | null;
  email: string | null;
  event: string;
  ip: string | null;
  user_agent: string | null;
  detail: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Generated<Date>;
}

export interface AccountsTables extends SecondFactorTables {
  users: UsersTable;
  admins: AdminsTable;
  auth_sessions: AuthSessionsTable;
  auth_refresh_tokens: AuthRefreshTokensTable;
  auth_codes: AuthCodesTable;
  auth_recovery_sessions: AuthRecoverySessionsTable;
  rate_limits: RateLimitsTable;
  auth_audit: AuthAuditTable;
}
