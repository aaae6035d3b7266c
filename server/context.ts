import type { Config } from './config';
import type { Db } from './db/engine';
import type { Mailer } from './mail/mailer';
import type { TokenService } from './auth/tokens';
import type { Sso } from './auth/sso';
import type { LiveBus } from './telemetry/liveBus';
import type { Geocoder } from './telemetry/geocoder/geocoder';
import type { ConnectedDevices } from './telemetry/trackers/connectedDevices';
import type { CommandDelivery } from './telemetry/trackers/commandDelivery';
import type { DeviceDiagnostics } from './telemetry/diagnostics/deviceDiagnostics';
import type { PdfRenderer } from './reports/pdf/pdfRenderer';

/** What every route module and service is built from. */
export interface AppContext {
  config: Config;
  db: Db;
  tokens: TokenService;
  /** Single sign-on through each tenant's OpenID provider. */
  sso: Sso;
  mailer: Mailer;
  live: LiveBus;
  /** One for the whole server, so that its cache and its politeness to the service are shared. */
  geocoder: Geocoder;
  /** Trackers connected to this process (Teltonika, GT06, H02), for sending them commands. */
  devices: ConnectedDevices;
  /** Commands to devices: sent to connected ones, queued for the others until they log in. */
  commands: CommandDelivery;
  /** The last frames, unknown packet types and connections of each device this instance heard. */
  diagnostics: DeviceDiagnostics;
  /** Prints report PDFs (the console's downloads and the scheduled mail's attachments). */
  pdf: PdfRenderer;
  /** Milliseconds since the epoch for time-based codes (TOTP); tests fix it. */
  clock: () => number;
}
