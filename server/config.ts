import path from 'node:path';
import type { TrackerProtocolName } from './telemetry/trackers/protocol';
import { configuredSigningSecret } from './auth/signingKey';
import { defaultMovingSpeedKmh } from '../src/domain/assetStatus';

/** Server settings, read once from the environment. */
export interface Config {
  port: number;
  /** HOST; when unset, 127.0.0.1 while demo accounts exist, all interfaces otherwise. */
  host: string | null;
  /** Where devices post positions with the OsmAnd protocol (Traccar Client and compatible trackers). */
  ingestPort: number;
  /**
   * Tracker listeners (TCP; Teltonika also UDP). Here null turns one off and 0 asks the system for a
   * free port (tests), as with the other ports; in the environment 0 turns it off, as devices' docs expect.
   */
  trackerPorts: Record<TrackerProtocolName, number | null>;
  /** Open tracker connections of all protocols together; past it new ones are closed at once. */
  trackerMaxConnections: number;
  /** Open tracker connections from one source address (TRACKER_MAX_CONNECTIONS_PER_ADDRESS, a tenth of the cap by default). */
  trackerMaxConnectionsPerAddress: number;
  /** Addresses and ranges that may use the whole cap (TRACKER_FULL_CAP_ADDRESSES): a fleet behind one NAT. */
  trackerFullCapAddresses: string[];
  /** A tracker connection silent this long is closed (devices reconnect when they have data). */
  trackerIdleSeconds: number;
  dataDir: string;
  databaseUrl: string | null;
  /** With it, live updates and cache invalidations travel between instances over NATS instead of LISTEN/NOTIFY. */
  natsUrl: string | null;
  /**
   * FLEET_DEMO: true (1) seeds the demo into any database without users, false (0) never; 'auto' (unset)
   * only into a brand-new embedded database. Never 'auto' or true when NODE_ENV=production.
   */
  demo: boolean | 'auto';
  /** Days of past tracks the demo seed generates for its fleet. */
  demoHistoryDays: number;
  /** Days of triggered alerts the demo seed leaves (the last one's unread); the test server's default is none. */
  demoAlertDays: number;
  /** With demo data: drive the demo fleet's devices through the ingestion port (FLEET_SIMULATE=0 turns it off). */
  simulate: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  /** Where people open the console (PUBLIC_URL): mail links to the alert or report it speaks of. */
  publicUrl: string;
  /** FLEET_TIME_ZONE: the IANA zone alert mail gives times in (scheduled reports use their own). */
  mailTimeZone: string;
  companyName: string;
  /** FLEET_JWT_SECRET or the file FLEET_JWT_SECRET_FILE; null: a key kept in the database (see auth/signingKey). */
  jwtSecret: string | null;
  accessTokenSeconds: number;
  refreshTokenDays: number;
  /** Above this speed an asset is Moving. */
  movingSpeedKmh: number;
  /** Positions timed further ahead of the server clock are not stored (FUTURE_FILTER_SECONDS, as Traccar's filter.future). */
  futureFilterSeconds: number;
  /** Silence after which an asset is OutOfNetwork. */
  outOfNetworkMinutes: number;
  /** Standstill that ends a trip. */
  tripStopMinutes: number;
  /** Days of raw positions kept (whole days are dropped past it); null keeps everything. Trips, alerts and reports stay. */
  retentionDays: number | null;
  routingUrl: string | null;
  /** A Nominatim-compatible service (`<url>/reverse`) for asset addresses; offline: the nearest place of a bundled list. */
  geocodingUrl: string | null;
  /** The streets map's style, light and dark (see streetStyles); null: the offline outlines alone. */
  mapStyleUrl: string | null;
  mapStyleDarkUrl: string | null;
  /** More base maps for the layer switcher (MAP_STYLES, a JSON list of { name, url, darkUrl }), e.g. satellite. */
  mapStyles: MapStyleSetting[];
  /** A PMTiles archive of streets the server serves itself (FLEET_TILES), for sites without internet access. */
  tilesFile: string | null;
  /** Hosts of map tiles, glyphs and sprites other than the styles' own (MAP_TILE_ORIGINS): the browser may load from them. */
  mapTileOrigins: string[];
  staticDir: string | null;
  /** Longest period one request may ask of a position-level report (REPORT_MAX_DAYS). */
  reportMaxDays: number;
  /** Most rows one answer may carry: a report or a list asked without pages (RESPONSE_MAX_ROWS). */
  responseMaxRows: number;
  /** Heavy report reads (the contract's `x-heavy-read`) running at once per instance (REPORT_CONCURRENCY). */
  reportConcurrency: number;
  /**
   * Whether writes through the API are recorded in the audit log. Always on from the environment: only the
   * API benchmark turns it off, to measure what the log costs a write.
   */
  auditWrites: boolean;
  /**
   * Whether ingestion finds harsh acceleration, braking and cornering (reported or derived from fixes). Always on
   * from the environment: only the ingest benchmark turns it off, to measure what it costs a position.
   */
  drivingBehaviour: boolean;
  /** Heavy reads waiting for a turn; past it 503 with Retry-After (REPORT_QUEUE). */
  reportQueue: number;
  /** The Chromium that prints report PDFs (CHROMIUM_PATH); without it PDFs answer 503. */
  chromiumPath: string;
  /** PostgreSQL's statement_timeout for the server's queries; 0 turns it off (STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs: number;
  /** Addresses of the reverse proxies whose X-Forwarded-For is believed (TRUST_PROXY); none by default. */
  trustProxy: string[];
  /** Hosts a webhook may reach though they are internal (WEBHOOK_INTERNAL_HOSTS: names as in the URL, or addresses). */
  webhookInternalHosts: string[];
}

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined ? fallback : !['0', 'false', 'no', 'off'].includes(value.toLowerCase());

const number = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return value !== undefined && Number.isFinite(parsed) ? parsed : fallback;
};

/** A comma-separated setting: its entries, trimmed, without empty ones. */
const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** A tracker port from the environment: 0 turns the listener off. */
const trackerPort = (value: string | undefined, fallback: number) => number(value, fallback) || null;
/** Whole days, at least 1: a retention shorter than yesterday would drop the day being written. */
function retentionDays(value: string | undefined): number | null {
  if (value === undefined || value === '') return null;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1)
    throw new Error(`FLEET_RETENTION_DAYS must be a whole number of days, at least 1 (got "${value}")`);
  return days;
}

/** The demo's accounts have published passwords: a production server never seeds them. */
function demoSetting(env: NodeJS.ProcessEnv): Config['demo'] {
  const production = env.NODE_ENV === 'production';
  if (env.FLEET_DEMO === undefined || env.FLEET_DEMO === '') return production ? false : 'auto';
  const demo = flag(env.FLEET_DEMO, false);
  if (demo && production) {
    throw new Error(
      'FLEET_DEMO=1 is refused with NODE_ENV=production: the demo accounts have published passwords. ' +
        'Unset FLEET_DEMO (the first SysAdmin comes from `npm run create-admin`), or try the demo without NODE_ENV=production.',
    );
  }
  return demo;
}

export interface MapStyleSetting {
  name: string;
  url: string;
  darkUrl: string | null;
}

/** OpenFreeMap's styles: free, without a key, OpenStreetMap data with its attribution in the style. */
export const OPENFREEMAP_STYLES = {
  light: 'https://tiles.openfreemap.org/styles/liberty',
  dark: 'https://tiles.openfreemap.org/styles/dark',
};
/** The styles of the self-hosted archive, served by server/http/tiles.ts. */
export const SELF_HOSTED_STYLES = { light: '/tiles/style/light.json', dark: '/tiles/style/dark.json' };

/** The streets map: MAP_STYLE_URL; else the archive of FLEET_TILES; else OpenFreeMap. MAP_STYLE_URL=offline: outlines only. */
function streetStyles(env: NodeJS.ProcessEnv): Pick<Config, 'mapStyleUrl' | 'mapStyleDarkUrl'> {
  if (env.MAP_STYLE_URL === 'offline') return { mapStyleUrl: null, mapStyleDarkUrl: null };
  if (env.MAP_STYLE_URL) return { mapStyleUrl: env.MAP_STYLE_URL, mapStyleDarkUrl: env.MAP_STYLE_DARK_URL || null };
  const styles = env.FLEET_TILES ? SELF_HOSTED_STYLES : OPENFREEMAP_STYLES;
  return { mapStyleUrl: styles.light, mapStyleDarkUrl: styles.dark };
}

/** MAP_STYLES: `[{ "name": "Satellite", "url": "https://…/style.json", "darkUrl": null }]`; a malformed list stops the start. */
function mapStyles(value: string | undefined): MapStyleSetting[] {
  if (!value) return [];
  const fail = () => new Error(`MAP_STYLES must be a JSON list of { "name", "url", "darkUrl"? } (got ${value})`);
  let list: unknown;
  try {
    list = JSON.parse(value);
  } catch {
    throw fail();
  }
  if (!Array.isArray(list)) throw fail();
  return list.map((entry: { name?: unknown; url?: unknown; darkUrl?: unknown }) => {
    if (typeof entry?.name !== 'string' || typeof entry.url !== 'string' || !entry.name || !entry.url) throw fail();
    return { name: entry.name, url: entry.url, darkUrl: typeof entry.darkUrl === 'string' && entry.darkUrl ? entry.darkUrl : null };
  });
}

/** A zone Intl knows, or the start stops with the reason (a typo would otherwise be a wrong hour in every mail). */
function timeZoneSetting(value: string | undefined): string {
  const zone = value || 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    throw new Error(`FLEET_TIME_ZONE must be an IANA time zone such as Europe/Berlin (got ${zone})`);
  }
  return zone;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: number(env.PORT, 8080),
    host: env.HOST || null,
    ingestPort: number(env.INGEST_PORT, 5055),
    trackerPorts: {
      teltonika: trackerPort(env.TELTONIKA_PORT, 5027),
      gt06: trackerPort(env.GT06_PORT, 5023),
      h02: trackerPort(env.H02_PORT, 5013),
      suntech: trackerPort(env.SUNTECH_PORT, 5011),
      jt808: trackerPort(env.JT808_PORT, 5015),
    },
    trackerMaxConnections: number(env.TRACKER_MAX_CONNECTIONS, 5000),
    trackerMaxConnectionsPerAddress: number(
      env.TRACKER_MAX_CONNECTIONS_PER_ADDRESS,
      Math.ceil(number(env.TRACKER_MAX_CONNECTIONS, 5000) / 10),
    ),
    trackerFullCapAddresses: list(env.TRACKER_FULL_CAP_ADDRESSES),
    trackerIdleSeconds: number(env.TRACKER_IDLE_SECONDS, 600),
    dataDir: path.resolve(env.FLEET_DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || null,
    natsUrl: env.NATS_URL || null,
    demo: demoSetting(env),
    demoHistoryDays: number(env.FLEET_DEMO_HISTORY_DAYS, 30),
    demoAlertDays: number(env.FLEET_DEMO_ALERT_DAYS, 3),
    simulate: flag(env.FLEET_SIMULATE, true),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Fleet Console <no-reply@fleet.example>',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${number(env.PORT, 8080)}`).replace(/\/+$/, ''),
    mailTimeZone: timeZoneSetting(env.FLEET_TIME_ZONE),
    companyName: env.COMPANY_NAME ?? 'Fleet Console',
    jwtSecret: configuredSigningSecret(env),
    accessTokenSeconds: number(env.ACCESS_TOKEN_SECONDS, 15 * 60),
    refreshTokenDays: number(env.REFRESH_TOKEN_DAYS, 30),
    movingSpeedKmh: number(env.MOVING_SPEED_KMH, defaultMovingSpeedKmh),
    futureFilterSeconds: number(env.FUTURE_FILTER_SECONDS, 24 * 60 * 60),
    outOfNetworkMinutes: number(env.OUT_OF_NETWORK_MINUTES, 10),
    tripStopMinutes: number(env.TRIP_STOP_MINUTES, 5),
    retentionDays: retentionDays(env.FLEET_RETENTION_DAYS),
    routingUrl: env.ROUTING_URL || null,
    geocodingUrl: env.GEOCODING_URL || null,
    ...streetStyles(env),
    mapStyles: mapStyles(env.MAP_STYLES),
    tilesFile: env.FLEET_TILES ? path.resolve(env.FLEET_TILES) : null,
    mapTileOrigins: list(env.MAP_TILE_ORIGINS),
    staticDir: env.FLEET_STATIC_DIR === '' ? null : path.resolve(env.FLEET_STATIC_DIR ?? 'dist'),
    reportMaxDays: number(env.REPORT_MAX_DAYS, 31),
    responseMaxRows: number(env.RESPONSE_MAX_ROWS, 100_000),
    reportConcurrency: Math.max(1, number(env.REPORT_CONCURRENCY, 2)),
    reportQueue: Math.max(0, number(env.REPORT_QUEUE, 8)),
    chromiumPath: env.CHROMIUM_PATH || '/usr/bin/chromium',
    auditWrites: true,
    drivingBehaviour: true,
    statementTimeoutMs: number(env.STATEMENT_TIMEOUT_MS, 30_000),
    trustProxy: list(env.TRUST_PROXY),
    webhookInternalHosts: list(env.WEBHOOK_INTERNAL_HOSTS),
  };
}
