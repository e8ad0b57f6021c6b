/** The Evidence Hub home (001 sections 2.1, 2.9, 3.3, 7.5: get_home_stats, get_home_proofs). Issue 19 seam. */
export {};
