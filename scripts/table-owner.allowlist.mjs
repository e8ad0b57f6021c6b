/**
 * Foreign table reads not yet moved behind their owner's functions (issue 28), one entry per file and
 * table: `{ file, table }`. Shrink it: move the query into the owner (or use a fragment the owner
 * publishes) and delete the entry; an entry that matches nothing is reported as stale. No write may
 * be listed here.
 */
export const TABLE_ALLOWLIST = [];
