import { FEATURE_FLAGS } from '@ibh/contract';
import { describe, expect, it } from 'vitest';
import { envFlagName, resolveFlags } from './flags';

describe('feature flags', () => {
  it('names env variables in screaming snake case', () => {
    expect(envFlagName('evidenceSmokeMode')).toBe('VITE_FLAG_EVIDENCE_SMOKE_MODE');
    expect(envFlagName('jsonLd')).toBe('VITE_FLAG_JSON_LD');
  });

  it('keeps the defaults and applies true/false overrides', () => {
    const flags = resolveFlags({
      env: {
        VITE_FLAG_PRO_SHOP: 'false',
        VITE_FLAG_EVIDENCE_SMOKE_MODE: 'true',
        VITE_FLAG_PRO_SIGN: 'maybe',
      },
      hostname: 'ibh.example',
      proInvitesStored: false,
    });
    expect(flags.proShop).toBe(false);
    expect(flags.evidenceSmokeMode).toBe(true);
    expect(flags.proSign).toBe(FEATURE_FLAGS.proSign);
    expect(flags.proInvites).toBe(false);
  });

  it('turns pro invites on for local hosts or the stored switch', () => {
    expect(resolveFlags({ env: {}, hostname: 'localhost', proInvitesStored: false }).proInvites).toBe(true);
    expect(resolveFlags({ env: {}, hostname: 'ibh.example', proInvitesStored: true }).proInvites).toBe(true);
    expect(
      resolveFlags({
        env: { VITE_FLAG_PRO_INVITES: 'false' },
        hostname: 'localhost',
        proInvitesStored: false,
      }).proInvites,
    ).toBe(false);
  });
});
