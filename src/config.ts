/** Deployment settings, served beside the console as /config.json so one build fits any site. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  assetsBaseUrl: string;
  tenantsBaseUrl: string;
  geoBaseUrl: string;
  companyName: string;
  mapStyleUrl: string | null;
  mapStyleDarkUrl: string | null;
  routingUrl: string | null;
  geocodingUrl: string | null;
}

export const DEFAULT_CONFIG: RuntimeConfig = {
  apiBaseUrl: '/api',
  assetsBaseUrl: '/api',
  tenantsBaseUrl: '/api',
  geoBaseUrl: '/api',
  companyName: 'Fleet Console',
  mapStyleUrl: null,
  mapStyleDarkUrl: null,
  routingUrl: null,
  geocodingUrl: null,
};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** Keeps the well-formed fields of a parsed config.json; defaults fill the rest. */
export function parseConfig(raw: unknown): RuntimeConfig {
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const config = { ...DEFAULT_CONFIG };
  for (const key of Object.keys(DEFAULT_CONFIG) as (keyof RuntimeConfig)[]) {
    const value = text(source[key]);
    if (value !== undefined) Object.assign(config, { [key]: value });
  }
  return config;
}

let current: RuntimeConfig = DEFAULT_CONFIG;

/** The loaded config (defaults until loadConfig has run). */
export const runtimeConfig = (): RuntimeConfig => current;

/** Fetches /config.json once at start; a missing or broken file means defaults. */
export async function loadConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    const response = await fetchImpl('/config.json', { cache: 'no-store' });
    current = response.ok ? parseConfig(await response.json()) : DEFAULT_CONFIG;
  } catch {
    current = DEFAULT_CONFIG;
  }
  return current;
}
