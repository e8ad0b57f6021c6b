/**
 * Foreign table reads not yet moved behind their owner's functions (issue 28), one entry per file
 * and table: `{ file: 'apps/server/src/modules/<m>/<file>.ts', table: '<table>' }, // <owner>`.
 * Empty: every module reads another's tables through the owner's exported functions, a fragment
 * (decision 129) or a view the owner publishes (`people`, `person_profiles`, `accepted_follows`,
 * `follow_totals`, `readiness_scores`, `idea_cards`, ...: decisions 142, 145). Keep it empty: an
 * entry is a debt, listed only while its read moves to the owner; an entry that matches nothing is
 * reported as stale. No write can be listed: the checker refuses every foreign write.
 *
 * @type {{ file: string, table: string }[]}
 */
export const TABLE_ALLOWLIST = [];
