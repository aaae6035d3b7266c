import sql from 'sql-template-tag';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/engine';
import { recordPendingDevice } from '../../repos/pendingDevices';
import { traceConnection } from '../diagnostics/connectionTrace';
import type { IngestPipeline } from '../ingest/pipeline';
import type { Admission, Closure } from './connection';
import type { TrackerCodec, TrackerProtocolName } from './protocol';
import { addressList, createConnectionBudget, turnedAwayReport } from './connectionBudget';
import { startTcpListener, type TcpListener } from './tcpListener';
import { decodeTeltonikaDatagram } from './teltonika/udp';
import { startUdpListener } from './udpListener';

export interface TrackerListeners {
  /** The port of each protocol that listens (TCP; Teltonika UDP on the same number). */
  ports: Partial<Record<TrackerProtocolName, number>>;
  /** Connections the server closed (and UDP datagrams it dropped), by reason, since start. */
  closures: Record<Closure['kind'], number>;
  /** Frames skipped as not understood, the connection kept, since start. */
  skippedFrames: { count: number };
  close(): Promise<void>;
}

/** Time from a connection's start to the frame that names its device. */
const loginTimeoutMs = 30_000;
/** How often connections turned away at the cap (or an address's share) are reported. */
const capReportMs = 60_000;
/** Skipped frames are logged at most this often per protocol (a device may send one a second). */
const skipReportMs = 60_000;

/** The model set for a device (its sensor model's name), or null. */
export async function deviceModel(db: Queryable, identifier: string): Promise<string | null> {
  const [row] = await db.query<{ name: string }>(
    sql`select m.name from sensors s join sensor_models m on m.id = s.model_id where s.unique_id = ${identifier}`,
  );
  return row?.name ?? null;
}

/** A device may send once it is registered and fitted to an asset; ingestion has nowhere to put the others' positions. */
export async function admitDevice(db: Queryable, identifier: string): Promise<Admission> {
  const [row] = await db.query<{ fitted: boolean }>(sql`select a.id is not null as fitted
    from sensors s left join assets a on a.sensor_id = s.id where s.unique_id = ${identifier}`);
  if (!row) return 'unregistered';
  return row.fitted ? 'accepted' : 'unfitted';
}

/**
 * The listeners of the tracker protocols whose port is configured (Teltonika on TCP and UDP),
 * feeding the pipeline OsmAnd uses. A bad frame, a refusal or a failed commit closes that
 * connection alone (drops that datagram), counted and logged.
 */
export async function startTrackerListeners(
  context: AppContext,
  pipeline: IngestPipeline,
  codecs: TrackerCodec[],
  options: { host: string; log: (line: string) => void },
): Promise<TrackerListeners> {
  const { host, log } = options;
  const { config, db, devices, diagnostics } = context;
  const budget = createConnectionBudget({
    max: config.trackerMaxConnections,
    maxPerAddress: config.trackerMaxConnectionsPerAddress,
    fullCapAddresses: addressList(config.trackerFullCapAddresses, 'TRACKER_FULL_CAP_ADDRESSES'),
  });
  const closures: TrackerListeners['closures'] = { badFrame: 0, refused: 0, notStored: 0, timeout: 0, overBudget: 0 };
  const skippedFrames = { count: 0 };
  const running = new Map<TrackerProtocolName, TcpListener>();
  const udp: { close(): Promise<void> }[] = [];

  const admit = (identifier: string) => admitDevice(db, identifier);
  const refusedBy = (protocol: TrackerProtocolName) => (identifier: string, remoteAddress: string) => {
    recordPendingDevice(db, { identifier, protocol, remoteAddress: remoteAddress.replace(/:\d+$/, '') }).catch((error) =>
      log(`recording pending device ${identifier} failed: ${error}`),
    );
  };
  const closedBy = (protocol: TrackerProtocolName) => (closure: Closure) => {
    closures[closure.kind]++;
    if (closure.kind === 'timeout') return;
    log(
      `${protocol} ${closure.remoteAddress}${closure.identifier ? ` (${closure.identifier})` : ''} closed, ${closure.kind}: ${closure.detail}`,
    );
  };
  const skippedBy = (protocol: TrackerProtocolName) => {
    let since = 0;
    let loggedAt = -Infinity;
    return (skip: Omit<Closure, 'kind'>) => {
      skippedFrames.count++;
      since++;
      if (Date.now() - loggedAt < skipReportMs) return;
      log(
        `${protocol} ${skip.remoteAddress}${skip.identifier ? ` (${skip.identifier})` : ''}: frame skipped, ${skip.detail}; ${since} skipped since the last such line`,
      );
      since = 0;
      loggedAt = Date.now();
    };
  };

  const closeAll = () => Promise.all([...running.values(), ...udp].map((listener) => listener.close()));
  try {
    for (const codec of codecs) {
      const port = config.trackerPorts[codec.protocol];
      if (port === null) continue;
      const listener = await startTcpListener(
        {
          codec,
          submit: pipeline.submit,
          admit,
          refused: refusedBy(codec.protocol),
          devices,
          closedFor: closedBy(codec.protocol),
          trace: (protocol, remoteAddress) => traceConnection(diagnostics, protocol, remoteAddress),
          skippedFrame: skippedBy(codec.protocol),
          modelOf: (identifier) => deviceModel(db, identifier),
          loginTimeoutMs,
          idleTimeoutMs: config.trackerIdleSeconds * 1000,
        },
        { port, host, budget },
      );
      running.set(codec.protocol, listener);
      if (codec.protocol === 'teltonika') {
        // Teltonika devices may be set to UDP: the same port number (the TCP one, when the system chose it).
        const deps = {
          decode: decodeTeltonikaDatagram,
          submit: pipeline.submit,
          admit,
          refused: refusedBy('teltonika'),
          dropped: closedBy('teltonika'),
        };
        udp.push(await startUdpListener(deps, { port: listener.port, host }));
      }
    }
  } catch (error) {
    await closeAll();
    throw error;
  }

  const reportTurnedAway = () => {
    const report = turnedAwayReport(budget, budget.takeTurnedAway());
    if (report) log(report);
  };
  const capReport = setInterval(reportTurnedAway, capReportMs).unref();

  return {
    ports: Object.fromEntries([...running].map(([protocol, listener]) => [protocol, listener.port])),
    closures,
    skippedFrames,
    async close() {
      clearInterval(capReport);
      await closeAll();
      reportTurnedAway(); // what the last minute turned away is not lost at a stop
    },
  };
}
