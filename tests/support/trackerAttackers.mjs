// The attackers of tests/api/trackerLoad.test.ts, in a worker thread of their own (plain JavaScript: a worker
// loads no TypeScript), so that their sockets do not share an event loop with the device and the health
// probe being measured. workerData: { port, until, fillers: { from, count }, flooders: { from, count } }.
import { connect } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A connection from `from`; resolves once connected (or closed at once). */
function open(port, from) {
  const socket = connect({ port, host: '127.0.0.1', localAddress: from });
  socket.on('error', () => {});
  return new Promise((resolve) => {
    socket.once('connect', () => resolve(socket));
    socket.once('close', () => resolve(socket));
  });
}

/**
 * Slots taken from one address: each connection announces an IMEI and sends one digit a second (never
 * silent, never a frame); whatever is closed comes back a second later. Counts the connections the
 * server closed within 100 ms of opening: turned away.
 */
async function slotFillers(port, from, count, until) {
  const tally = { opened: 0, turnedAway: 0 };
  const holder = async () => {
    while (Date.now() < until) {
      const socket = await open(port, from);
      const openedAt = Date.now();
      tally.opened++;
      const closed = new Promise((resolve) => socket.once('close', () => resolve(true)));
      socket.write(Buffer.from([0x00, 0x0f]));
      const drip = setInterval(() => socket.write('1'), 1_000);
      const ended = await Promise.race([closed, sleep(until - Date.now()).then(() => false)]);
      clearInterval(drip);
      if (ended && Date.now() - openedAt < 100) tally.turnedAway++;
      socket.destroy();
      await sleep(1_000);
    }
  };
  await Promise.all(Array.from({ length: count }, holder));
  return tally;
}

/**
 * Teltonika one-byte keep-alives (0xFF) before any IMEI, 16 KB every 50 ms a connection (1.3 MB/s from
 * four, as in the report that found it); reconnects 100 ms after the server closes it.
 */
async function flooders(port, from, count, until) {
  const tally = { connections: 0, bytes: 0 };
  const chunk = Buffer.alloc(16 * 1024, 0xff);
  const flooder = async () => {
    while (Date.now() < until) {
      const socket = await open(port, from);
      tally.connections++;
      await new Promise((resolve) => {
        const pour = () => {
          if (socket.destroyed || Date.now() >= until) return;
          socket.write(chunk);
          tally.bytes += chunk.length;
        };
        const timer = setInterval(pour, 50);
        socket.once('close', () => {
          clearInterval(timer);
          resolve();
        });
        setTimeout(() => socket.destroy(), Math.max(0, until - Date.now()));
        pour();
      });
      await sleep(100);
    }
  };
  await Promise.all(Array.from({ length: count }, flooder));
  return tally;
}

const { port, until, fillers, flooders: flood } = workerData;
const [filled, flooded] = await Promise.all([
  slotFillers(port, fillers.from, fillers.count, until),
  flooders(port, flood.from, flood.count, until),
]);
parentPort.postMessage({ fillers: filled, flood: flooded });
