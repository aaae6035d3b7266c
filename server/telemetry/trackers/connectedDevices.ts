import type { TrackerCommand, TrackerProtocolName } from './protocol';

/** A registered device's open connection to this server process, as command delivery sees it. */
export interface DeviceLink {
  protocol: TrackerProtocolName;
  /** The device's unique id (sensors.unique_id), as it identified itself. */
  identifier: string;
  remoteAddress: string;
  /** The command in this device's protocol (its codec, its session), or null when the protocol has no such command. */
  encodeCommand(command: TrackerCommand): Buffer | null;
  /**
   * Writes the bytes after the acknowledgements already due on this connection (Teltonika wants a
   * command only once its data is acknowledged). False when the connection has closed meanwhile.
   */
  send(bytes: Buffer): boolean;
}

export type DeviceEvent =
  /** The device logged in and was accepted: the moment to deliver queued commands. */
  | { type: 'connected'; link: DeviceLink }
  | { type: 'disconnected'; link: DeviceLink }
  /** The device's answer to a command (Teltonika Codec 12 response, GT06 0x15, H02 V4). */
  | { type: 'commandResult'; link: DeviceLink; text: string };

export interface ConnectedDevices {
  get(identifier: string): DeviceLink | undefined;
  /** Sends raw bytes to a connected device; false when it is not connected to this process. */
  send(identifier: string, bytes: Buffer): boolean;
  /** Calls `listener` for every event until the returned function is called. */
  subscribe(listener: (event: DeviceEvent) => void): () => void;
  /** For the listeners: a device logged in on this link (a newer link of the same identifier wins). */
  attach(link: DeviceLink): void;
  /** For the listeners: the link closed. */
  detach(link: DeviceLink): void;
  /** For the listeners: the device answered a command. */
  commandResult(link: DeviceLink, text: string): void;
}

/**
 * Which devices are connected to this server process right now, by identifier: the listeners
 * attach a link once a registered device has logged in, and command delivery sends through it and
 * learns from the events when a device connects (to deliver what was queued) and what it answers.
 * A device connects to one process; with several server instances a command waits in the database
 * for the instance that holds the device's connection.
 */
export function createConnectedDevices(onError: (error: unknown) => void = () => {}): ConnectedDevices {
  const links = new Map<string, DeviceLink>();
  const listeners = new Set<(event: DeviceEvent) => void>();
  const emit = (event: DeviceEvent) => {
    for (const listener of listeners) {
      try {
        listener(event);
      } catch (error) {
        onError(error);
      }
    }
  };

  return {
    get: (identifier) => links.get(identifier),
    send: (identifier, bytes) => links.get(identifier)?.send(bytes) ?? false,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    attach(link) {
      // A device that reconnects before its old connection timed out (a half-open socket) is reached on the new one.
      links.set(link.identifier, link);
      emit({ type: 'connected', link });
    },
    detach(link) {
      if (links.get(link.identifier) !== link) return;
      links.delete(link.identifier);
      emit({ type: 'disconnected', link });
    },
    commandResult: (link, text) => emit({ type: 'commandResult', link, text }),
  };
}
