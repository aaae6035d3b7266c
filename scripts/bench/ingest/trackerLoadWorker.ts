// Runs in a child process: tracker devices on TCP, each sending packets of records and waiting
// for the acknowledgement of one before it sends the next, as the hardware does (devices of a
// protocol without acknowledgements send on at their pace: their records count as written).
import { connect, type Socket } from 'node:net';
import type { DeviceFix } from '../../simulator/trackerFrames';
import type { LoadResult } from './loadWorker';
import { trackerDialects, type BenchedProtocol } from '../../simulator/trackerDialects';

export interface TrackerLoadPlan {
  protocol: BenchedProtocol;
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

  const dialect = trackerDialects[plan.protocol];
  const device = async (deviceId: string, index: number) => {
    const socket = connect(plan.port, plan.host);
    socket.setNoDelay(true);
    socket.on('error', () => {});
    const next = answerReader(socket);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const hello = dialect.hello(deviceId);
    if (hello) {
      socket.write(hello.send);
      const answer = hello.answer ? await next(hello.answer.length) : null;
      if (hello.answer && !answer?.equals(hello.answer)) return void fail(answer ? 1 : 0);
    }
    const speedKmh = 30 + (index % 9) * 10;
    const latitude = 52.35 + ((index * 7919) % 3500) / 10_000;
    let longitude = 13.1 + ((index * 104_729) % 3000) / 10_000;
    // Whole seconds, one a record, from a while ago when the protocol cannot say less (times are a position's key).
    const step = dialect.subSecond ? 1 : 1000;
    let clock = dialect.subSecond
      ? Date.now()
      : Math.floor(Date.now() / 1000) * 1000 - (plan.seconds * 1000 * plan.rate) / plan.deviceIds.length;
    let due = started + Math.random() * intervalMs;
    for (let sequence = 0; due < deadline; sequence++) {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
      const fixes: DeviceFix[] = [];
      for (let record = 0; record < plan.batch; record++) {
        longitude += ((speedKmh / 3600) * (intervalMs / 1000 / plan.batch)) / 68;
        clock = dialect.subSecond ? Math.max(clock + step, Date.now() - (plan.batch - record) * 1000) : clock + step;
        fixes.push({ time: new Date(clock), latitude, longitude, speedKmh, heading: 90, ignition: true });
      }
      // Latency counts from when the packet was due: a device still waiting for its last answer sends late, and that wait counts.
      const sentAt = due;
      const { send, answer } = dialect.batch(deviceId, fixes, sequence);
      socket.write(send);
      if (answer) {
        const ack = await next(answer.length);
        if (!ack?.equals(answer)) {
          fail(ack ? 1 : 0);
          break;
        }
        result.latencies.push(performance.now() - sentAt);
        result.sentAt.push(sentAt - started);
      }
      result.acknowledged += plan.batch;
      due += intervalMs;
    }
    // A device without acknowledgements leaves its last reports time to arrive before it hangs up.
    if (!dialect.acknowledges) await new Promise((resolve) => setTimeout(resolve, 1000));
    socket.destroy();
  };

  await Promise.all(plan.deviceIds.map(device));
  const used = process.cpuUsage(cpu);
  result.cpuMs = (used.user + used.system) / 1000;
  return result;
}

process.send?.(await run());
