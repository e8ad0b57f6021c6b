// Coded refusals particular to evidence endpoints (their descriptors' `errors`).

/** Upvoting (001 section 8.3): professionals only, never the creator, public evidence, once. */
export const UPVOTE_ERRORS = [
  'E_NOT_VISIBLE',
  'E_NOT_PROFESSIONAL',
  'E_NOT_AUTHORIZED',
  'E_ALREADY_UPVOTED',
  'E_NOT_UPVOTED',
  'E_INVALID_EVIDENCE',
] as const;
/** Inviting a professional to co-sign a finalized version. */
export const INVITE_ERRORS = [
  'E_NOT_VISIBLE',
  'E_NOT_OWNER',
  'E_INVALID_STATE',
  'E_NO_FINALIZED_VERSION',
  'E_SELF_REQUEST',
  'E_NOT_PROFESSIONAL',
  'E_DUP_PENDING',
] as const;
