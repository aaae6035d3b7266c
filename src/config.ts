/** A base map of the layer switcher beyond streets and outlines (the server's MAP_STYLES). */
export interface MapStyleOption {
  name: string;
  url: string;
  darkUrl: string | null;
}

/** Deployment settings, served beside the console as /config.json so one build fits any site. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  assetsBaseUrl: string;
  tenantsBaseUrl: string;
  geoBaseUrl: string;
  companyName: string;
  mapStyleUrl: string | null;
  mapStyleDarkUrl: string | null;
  mapStyles: MapStyleOption[];
  /** The server's REPORT_MAX_DAYS: the longest period of a position-level report. */
  reportMaxDays: number;
}

export const DEFAULT_CONFIG: RuntimeConfig = {
  apiBaseUrl: '/api',
  assetsBaseUrl: '/api',
  tenantsBaseUrl: '/api',
  geoBaseUrl: '/api',
  companyName: 'Fleet Console',
  mapStyleUrl: null,
  mapStyleDarkUrl: null,
  mapStyles: [],
  reportMaxDays: 31,
};

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

const positiveNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;

/** The well-formed entries of a list of map styles. */
const mapStyleList = (value: unknown): MapStyleOption[] =>
  (Array.isArray(value) ? value : []).flatMap((entry: Record<string, unknown> | null) => {
    const [name, url] = [text(entry?.name), text(entry?.url)];
    return name && url ? [{ name, url, darkUrl: text(entry?.darkUrl) ?? null }] : [];
  });

/** Keeps the well-formed fields of a parsed config.json; defaults fill the rest. */
export function parseConfig(raw: unknown): RuntimeConfig {
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const config = { ...DEFAULT_CONFIG, mapStyles: mapStyleList(source.mapStyles) };
  for (const key of Object.keys(DEFAULT_CONFIG) as (keyof RuntimeConfig)[]) {
    const raw = source[key];
    if (key === 'mapStyles') continue;
    const value = typeof DEFAULT_CONFIG[key] === 'number' ? positiveNumber(raw) : text(raw);
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
