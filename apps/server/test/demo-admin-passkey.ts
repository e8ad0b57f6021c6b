import type { SoftwarePasskey } from './software-passkey.ts';

/**
 * The private half of the demo admin's passkey (auth/demo-factors.ts seeds the public half), for
 * tests only: server tests of the demo data and the e2e specs finish admin@demo.test's sign-ins
 * with it, since admins need a second factor (decision 160). A person signing in by hand uses the
 * demo authenticator key in README instead.
 */
export const DEMO_ADMIN_PASSKEY: SoftwarePasskey = {
  credentialId: '-T5oXxOf1K_HgXGjqhVjnjmGL3PPNSAmJzbZp3JOH_c',
  jwk: {
    kty: 'EC',
    crv: 'P-256',
    x: '3O8QIYkRo9ILthjxTeiy7LYE3JJbSA153aP5bRzF9BQ',
    y: 'tq40yuAPsxfpRMMJb1ypxZ1KDAWA_sC9-J5seTcrlEg',
    d: 'V-do19ygHMsxJbPzRakAKHrvT6twXyVP79DOq4Th_WA',
  },
  counter: 0,
};
export const DEMO_ADMIN_EMAIL = 'admin@demo.test';
