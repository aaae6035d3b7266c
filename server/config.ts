import path from 'node:path';

/** Server settings, read once from the environment. */
export interface Config {
  port: number;
  host: string;
  /** Where devices post positions with the OsmAnd protocol (Traccar Client and compatible trackers). */
  ingestPort: number;
  dataDir: string;
  databaseUrl: string | null;
  demo: boolean;
  /** Days of past tracks the demo seed generates for its fleet. */
  demoHistoryDays: number;
  /** With demo data: drive the demo fleet's devices through the ingestion port (FLEET_SIMULATE=0 turns it off). */
  simulate: boolean;
  smtpUrl: string | null;
  mailFrom: string;
  companyName: string;
  accessTokenSeconds: number;
  refreshTokenDays: number;
  /** Above this speed an asset is Moving. */
  movingSpeedKmh: number;
  /** Silence after which an asset is OutOfNetwork. */
  outOfNetworkMinutes: number;
  /** Standstill that ends a trip. */
  tripStopMinutes: number;
  routingUrl: string | null;
  /** A Nominatim-compatible service (`<url>/reverse`) for asset addresses; offline: the nearest place of a bundled list. */
  geocodingUrl: string | null;
  mapStyleUrl: string | null;
  mapStyleDarkUrl: string | null;
  staticDir: string | null;
}

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined ? fallback : !['0', 'false', 'no', 'off'].includes(value.toLowerCase());

const number = (value: string | undefined, fallback: number) => {
  const parsed = Number(value);
  return value !== undefined && Number.isFinite(parsed) ? parsed : fallback;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: number(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    ingestPort: number(env.INGEST_PORT, 5055),
    dataDir: path.resolve(env.FLEET_DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL || null,
    demo: flag(env.FLEET_DEMO, true),
    demoHistoryDays: number(env.FLEET_DEMO_HISTORY_DAYS, 30),
    simulate: flag(env.FLEET_SIMULATE, true),
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Fleet Console <no-reply@fleet.example>',
    companyName: env.COMPANY_NAME ?? 'Fleet Console',
    accessTokenSeconds: number(env.ACCESS_TOKEN_SECONDS, 15 * 60),
    refreshTokenDays: number(env.REFRESH_TOKEN_DAYS, 30),
    movingSpeedKmh: number(env.MOVING_SPEED_KMH, 3),
    outOfNetworkMinutes: number(env.OUT_OF_NETWORK_MINUTES, 10),
    tripStopMinutes: number(env.TRIP_STOP_MINUTES, 5),
    routingUrl: env.ROUTING_URL || null,
    geocodingUrl: env.GEOCODING_URL || null,
    mapStyleUrl: env.MAP_STYLE_URL || null,
    mapStyleDarkUrl: env.MAP_STYLE_DARK_URL || null,
    staticDir: env.FLEET_STATIC_DIR === '' ? null : path.resolve(env.FLEET_STATIC_DIR ?? 'dist'),
  };
}
