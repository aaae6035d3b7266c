// What the live bus carries and how its transports pack it, apart from the bus so that a transport
// (natsTransport.ts, loaded only when NATS_URL is set) does not import the bus that loads it.

/** A change pushed to open consoles: a new position or status of an asset, or an alert. */
export interface TenantEvent {
  type: 'position' | 'alert';
  tenantId: string;
  /** The asset it is about: a user limited to asset groups hears only its own assets' events. */
  assetId: string;
  data: unknown;
}

/**
 * Every session of a user ended (sign-out, new password, new role, deletion): each instance
 * forgets what it remembers of the user's sessions and closes the user's live streams.
 */
export interface SessionsEndedEvent {
  type: 'sessionsEnded';
  userId: string;
}

export type LiveEvent = TenantEvent | SessionsEndedEvent;

/** How events reach the other instances: PostgreSQL LISTEN/NOTIFY, or NATS when `NATS_URL` is set. */
export interface LiveTransport {
  /**
   * True when an instance hears its own events back through the transport (NOTIFY); otherwise the
   * bus hands them to its own subscribers directly.
   */
  echoes: boolean;
  send(events: LiveEvent[]): Promise<void>;
  close(): Promise<void>;
}

/** Answers payloads other instances sent: JSON arrays of events. */
export type ReceivePayload = (payload: string) => void;

/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const maxNotifyBytes = 7900;

/** Events as JSON arrays each under a transport's payload limit: many events per message. */
export function packEvents(events: LiveEvent[], limit = maxNotifyBytes): string[] {
  const payloads: string[] = [];
  let current: string[] = [];
  let size = 2;
  for (const event of events) {
    const json = JSON.stringify(event);
    const bytes = Buffer.byteLength(json) + 1;
    // An event too large for any message cannot be sent; ours are a few hundred bytes.
    if (bytes + 2 > limit) continue;
    if (size + bytes > limit) {
      payloads.push(`[${current.join(',')}]`);
      current = [];
      size = 2;
    }
    current.push(json);
    size += bytes;
  }
  if (current.length) payloads.push(`[${current.join(',')}]`);
  return payloads;
}
