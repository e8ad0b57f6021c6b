/**
 * Feature flags from the build environment (000 section 1, 001 section 6).
 * The web app reads VITE_FLAG_<NAME>; anything but "false" keeps the default.
 */
export const FEATURE_FLAGS = {
  evidenceSmokeMode: false,
  proSign: true,
  proWorkflows: true,
  profilesTable: true,
  proInvites: false,
  proShop: true,
  outcomeChips: true,
  topMeritOnHomepage: true,
  prefetch: true,
  risingProse: true,
  jsonLd: true,
  dailyRotation: true,
  markUseful: true,
} as const;

export type FeatureFlag = keyof typeof FEATURE_FLAGS;
