/**
 * The home page (001 section 2.9, 000 section 2). Issue 19 seam: the home slice owns this file
 * (the one-round-trip home endpoint, the Live Innovation Pulse items).
 */
export {};
