import { hostname } from 'node:os';
import { connect } from '@nats-io/transport-node';
import { packEvents, type LiveEvent, type LiveTransport, type ReceivePayload } from './liveEvents';

const subject = 'fleet.live';
/** Events other than positions kept while NATS is away, to send once it is back: alerts, invalidations. */
const maxHeld = 10_000;
/** NATS's default message limit is 1 MB; a batch of positions is packed into messages well under it. */
const maxPayloadBytes = 512 * 1024;
const reconnectWaitMs = 1000;
/** After reconnecting, events are held this much longer, for the other instances to be back as well. */
const reconnectSettleMs = 2 * reconnectWaitMs + 500;

/**
 * NATS between instances (`NATS_URL`, comma-separated for a cluster). The connection does not echo
 * an instance's own messages: the bus hands them to its own streams directly, so one instance's
 * consoles do not depend on NATS at all. Storage never waits for NATS: while it is away, positions
 * are not sent (each asset's next one supersedes them; the client would drop them on reconnecting
 * anyway) and other events are held, up to a bound, and sent a moment after the client has
 * reconnected by itself. An instance starts only if NATS answers, so that a wrong URL shows at once.
 */
export async function natsTransport(url: string, receive: ReceivePayload, log: (line: string) => void): Promise<LiveTransport> {
  const connection = await connect({
    servers: url.split(','),
    name: `fleet-${hostname()}-${process.pid}`,
    noEcho: true,
    maxReconnectAttempts: -1,
    reconnectTimeWait: reconnectWaitMs,
    // A server that stopped answering without closing the socket is given up after about 10 s, not the default 4 minutes.
    pingInterval: 5000,
    maxPingOut: 2,
  }).catch((error: unknown) => {
    throw new Error(`NATS at ${url} does not answer: ${error instanceof Error ? error.message : error}`);
  });
  let connected = true;
  let held: LiveEvent[] = [];
  const sendNow = (events: LiveEvent[]) => {
    for (const payload of packEvents(events, maxPayloadBytes)) connection.publish(subject, payload);
  };

  void (async () => {
    for await (const status of connection.status()) {
      if (status.type === 'disconnect') {
        connected = false;
        log(`NATS connection lost (${status.server}): live updates from other instances pause until it is back`);
      } else if (status.type === 'reconnect') {
        log(`NATS connection back (${status.server})`);
        // NATS keeps no message for a client that is away: the other instances, which lost the same
        // server, reconnect within their own wait (1 s and jitter), and the held events go once they can hear them.
        setTimeout(() => {
          connected = true;
          const waiting = held;
          held = [];
          sendNow(waiting);
        }, reconnectSettleMs).unref();
      }
    }
  })();

  const subscription = connection.subscribe(subject, {
    callback: (error, message) => {
      if (error) log(`NATS subscription failed: ${error.message}`);
      else receive(message.string());
    },
  });
  // A subscription is sent to the server without waiting: the round trip makes sure the server holds it before
  // the instance counts as started, so nothing published after that passes it by.
  await connection.flush();

  return {
    echoes: false,
    async send(events) {
      if (connected) return sendNow(events);
      held.push(...events.filter((event) => event.type !== 'position'));
      if (held.length > maxHeld) held.splice(0, held.length - maxHeld);
    },
    async close() {
      subscription.unsubscribe();
      await connection.close();
    },
  };
}
