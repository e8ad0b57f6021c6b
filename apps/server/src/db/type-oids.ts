/** Postgres type OIDs both engines read as JavaScript numbers (bigint counts, numeric sums). */
export const INT8_OID = 20;
export const NUMERIC_OID = 1700;
