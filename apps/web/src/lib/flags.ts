import { FEATURE_FLAGS, type FeatureFlag, STORAGE_KEYS } from '@ibh/contract';

export type Flags = Record<FeatureFlag, boolean>;

interface FlagSources {
  env: Record<string, unknown>;
  hostname: string;
  /** Whether local storage holds the PRO_INVITES switch. */
  proInvitesStored: boolean;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** evidenceSmokeMode -> EVIDENCE_SMOKE_MODE */
export function envFlagName(flag: FeatureFlag): string {
  return `VITE_FLAG_${flag.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}`;
}

function parseBoolean(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}

export function isLocalHost(hostname: string): boolean {
  return LOCAL_HOSTS.has(hostname);
}

/** Contract defaults, overridden by VITE_FLAG_<NAME>=true|false; pro invites default on locally. */
export function resolveFlags({ env, hostname, proInvitesStored }: FlagSources): Flags {
  const flags = { ...FEATURE_FLAGS } as Flags;
  for (const flag of Object.keys(FEATURE_FLAGS) as FeatureFlag[]) {
    const fromEnv = parseBoolean(env[envFlagName(flag)]);
    if (fromEnv !== undefined) flags[flag] = fromEnv;
    else if (flag === 'proInvites' && (isLocalHost(hostname) || proInvitesStored)) flags[flag] = true;
  }
  return flags;
}

function readStoredProInvites(): boolean {
  try {
    return Boolean(window.localStorage.getItem(STORAGE_KEYS.proInvites));
  } catch {
    return false;
  }
}

function readBrowserFlags(): Flags {
  const hostname = typeof window === 'undefined' ? '' : window.location.hostname;
  const flags = resolveFlags({
    env: import.meta.env,
    hostname,
    proInvitesStored: typeof window !== 'undefined' && readStoredProInvites(),
  });
  if (!flags.proInvites && hostname && !isLocalHost(hostname)) {
    console.warn(`[ibh] Pro invites are disabled on ${hostname}. Set ${STORAGE_KEYS.proInvites} to enable.`);
  }
  return flags;
}

/** Flags of this page load; they do not change while the app runs. */
export const flags: Flags = readBrowserFlags();

export function isFlagOn(flag: FeatureFlag): boolean {
  return flags[flag];
}
