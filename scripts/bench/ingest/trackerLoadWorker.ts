// Runs in a child process: Teltonika devices on TCP, each sending packets of records and waiting
// for the acknowledgement of one before it sends the next, as the hardware does.
import { connect, type Socket } from 'node:net';
import { teltonikaHandshake, teltonikaPacket, type DeviceFix } from '../../simulator/trackerFrames';
import type { LoadResult } from './loadWorker';

export interface TrackerLoadPlan {
  host: string;
  port: number;
  deviceIds: string[];
  /** Records per second, all devices together. */
  rate: number;
  /** Records per packet. */
  batch: number;
  seconds: number;
}

/** An acknowledgement not back within this time counts as an error, and the device stops. */
const ackTimeoutMs = 10_000;

const plan = await new Promise<TrackerLoadPlan>((resolve) => process.once('message', (message) => resolve(message as TrackerLoadPlan)));

/** One connection's answers: `next(n)` resolves with the next n bytes, or null on a timeout or a closed connection. */
function answerReader(socket: Socket) {
  let received = Buffer.alloc(0);
  let waiting: { bytes: number; resolve(answer: Buffer | null): void } | null = null;
  const deliver = () => {
    if (!waiting || received.length < waiting.bytes) return;
    const answer = received.subarray(0, waiting.bytes);
    received = received.subarray(waiting.bytes);
    const { resolve } = waiting;
    waiting = null;
    resolve(answer);
  };
  socket.on('data', (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    deliver();
  });
  socket.on('close', () => waiting?.resolve(null));
  return (bytes: number) =>
    new Promise<Buffer | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), ackTimeoutMs);
      waiting = {
        bytes,
        resolve(answer) {
          clearTimeout(timer);
          resolve(answer);
        },
      };
      deliver();
    });
}

async function run(): Promise<LoadResult> {
  const result: LoadResult = { acknowledged: 0, errors: {}, latencies: [], sentAt: [], cpuMs: 0 };
  const fail = (kind: number) => (result.errors[kind] = (result.errors[kind] ?? 0) + 1);
  const cpu = process.cpuUsage();
  const intervalMs = ((plan.deviceIds.length * plan.batch) / plan.rate) * 1000;
  const started = performance.now();
  const deadline = started + plan.seconds * 1000;

  const device = async (deviceId: string, index: number) => {
    const socket = connect(plan.port, plan.host);
    socket.setNoDelay(true);
    socket.on('error', () => {});
    const next = answerReader(socket);
    const handshake = new Promise<Buffer | null>((resolve) => socket.once('connect', () => resolve(next(1))));
    socket.write(teltonikaHandshake(deviceId));
    const accepted = await handshake;
    if (!accepted || accepted[0] !== 1) return void fail(0);
    const speedKmh = 30 + (index % 9) * 10;
    const latitude = 52.35 + ((index * 7919) % 3500) / 10_000;
    let longitude = 13.1 + ((index * 104_729) % 3000) / 10_000;
    let clock = Date.now();
    let due = started + Math.random() * intervalMs;
    while (due < deadline) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      const fixes: DeviceFix[] = [];
      for (let record = 0; record < plan.batch; record++) {
        longitude += (speedKmh / 3600) * (intervalMs / 1000 / plan.batch) / 68;
        clock = Math.max(clock + 1, Date.now() - (plan.batch - record) * 1000);
        fixes.push({ time: new Date(clock), latitude, longitude, speedKmh, heading: 90, ignition: true });
      }
      // Latency counts from when the packet was due: a device still waiting for its last answer sends late, and that wait counts.
      const sentAt = due;
      socket.write(teltonikaPacket(fixes));
      const ack = await next(4);
      if (!ack || ack.readUInt32BE(0) !== plan.batch) {
        fail(ack ? 1 : 0);
        break;
      }
      result.acknowledged += plan.batch;
      result.latencies.push(performance.now() - sentAt);
      result.sentAt.push(sentAt - started);
      due += intervalMs;
    }
    socket.destroy();
  };

  await Promise.all(plan.deviceIds.map(device));
  const used = process.cpuUsage(cpu);
  result.cpuMs = (used.user + used.system) / 1000;
  return result;
}

process.send?.(await run());
