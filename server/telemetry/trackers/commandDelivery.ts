import type { Db } from '../../db/engine';
import {
  claimForSending,
  failUnanswered,
  failureReasons,
  markFailed,
  queuedCommands,
  recordAnswer,
  rememberProtocol,
  requeue,
  trackerCommandOf,
} from '../../repos/deviceCommands';
import type { ConnectedDevices, DeviceEvent } from './connectedDevices';
import { codecs } from '.';
import type { TrackerCodec, TrackerCommand } from './protocol';

export interface CommandDeliveryOptions {
  db: Db;
  devices: ConnectedDevices;
  /** A sent command the device has not answered within this time fails with 'no answer'. */
  answerTimeoutMs: number;
  log: (line: string) => void;
}

export interface CommandDelivery {
  /**
   * Whether a device could carry `command`: 'no' when its protocol has no such command (or takes no
   * commands at all, as OsmAnd's HTTP), 'unknown' while its protocol is not known (it is checked
   * when the device logs in).
   */
  supports(device: { uniqueId: string; protocol: string | null }, command: TrackerCommand): 'yes' | 'no' | 'unknown';
  /**
   * Sends the device's queued commands now if it is connected to this process, oldest first. Never
   * rejects: what could not be sent stays queued for the next login, and the failure is logged.
   */
  deliver(identifier: string): Promise<void>;
  close(): void;
}

/** Devices answer a command within seconds when they got it; two minutes leaves room for a slow network. */
export const defaultAnswerTimeoutMs = 120_000;

/** Protocols whose devices cannot be sent anything: the server only answers their requests. */
const receiveOnlyProtocols = new Set(['osmand']);

/** The codec of a tracker protocol; undefined for a protocol the server has none for (a model's free text). */
const codecOf = (protocol: string): TrackerCodec | undefined =>
  Object.hasOwn(codecs, protocol) ? codecs[protocol as keyof typeof codecs] : undefined;

/**
 * Gets commands to devices: a command for a connected device is encoded by its connection's codec
 * and sent at once; one for an offline device waits in the database and is sent when the device
 * logs in. The device's answer marks the oldest sent command answered; one left unanswered fails.
 */
export function createCommandDelivery(options: CommandDeliveryOptions): CommandDelivery {
  const { db, devices, log } = options;
  // One delivery at a time per device, so that its commands leave in the order they were given.
  const inFlight = new Map<string, Promise<void>>();

  async function sendQueued(identifier: string) {
    const link = devices.get(identifier);
    if (!link) return;
    for (const row of await queuedCommands(db, identifier)) {
      const bytes = link.encodeCommand(trackerCommandOf(row));
      if (!bytes) {
        await markFailed(db, row.id, failureReasons.unsupported);
        continue;
      }
      if (!(await claimForSending(db, row.id))) continue;
      if (!link.send(bytes)) {
        // The connection closed meanwhile: the command waits for the next login.
        await requeue(db, row.id);
        return;
      }
    }
  }

  function deliver(identifier: string): Promise<void> {
    const previous = inFlight.get(identifier) ?? Promise.resolve();
    const settled = previous
      .then(() => sendQueued(identifier))
      .catch((error) => log(`commands: delivery to ${identifier} failed: ${String(error)}`));
    inFlight.set(identifier, settled);
    void settled.then(() => {
      if (inFlight.get(identifier) === settled) inFlight.delete(identifier);
    });
    return settled;
  }

  async function onEvent(event: DeviceEvent) {
    const { identifier } = event.link;
    if (event.type === 'connected') {
      await rememberProtocol(db, identifier, event.link.protocol);
      await deliver(identifier);
    } else if (event.type === 'commandResult') {
      if (!(await recordAnswer(db, identifier, event.text)))
        log(`commands: ${identifier} answered with no command outstanding: ${event.text}`);
    }
  }

  const unsubscribe = devices.subscribe((event) => {
    onEvent(event).catch((error) => log(`commands: ${event.type} of ${event.link.identifier}: ${String(error)}`));
  });
  const sweep = setInterval(
    () => {
      failUnanswered(db, new Date(Date.now() - options.answerTimeoutMs)).catch((error) =>
        log(`commands: answer sweep failed: ${String(error)}`),
      );
    },
    Math.min(10_000, Math.max(100, options.answerTimeoutMs / 2)),
  );
  sweep.unref();

  return {
    supports(device, command) {
      const link = devices.get(device.uniqueId);
      if (link) return link.encodeCommand(command) ? 'yes' : 'no';
      if (!device.protocol) return 'unknown';
      if (receiveOnlyProtocols.has(device.protocol)) return 'no';
      const codec = codecOf(device.protocol);
      if (!codec) return 'unknown';
      return codec.encodeCommand(command, {}) ? 'yes' : 'no';
    },
    deliver,
    close() {
      clearInterval(sweep);
      unsubscribe();
    },
  };
}
