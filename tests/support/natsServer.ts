import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { freePort } from './serverProcess';

/** Debian's nats-server (`apt-get install nats-server`; .ci/run installs it). */
export const natsServerBinary = ['/usr/sbin/nats-server', '/usr/bin/nats-server', '/usr/local/bin/nats-server'].find(existsSync) ?? null;

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => resolve(!!socket.end()));
    socket.once('error', () => resolve(false));
  });

/** A nats-server of the test's own on a free port; it can be stopped and started again on the same port. */
export async function startNatsServer() {
  const port = await freePort();
  let child: ChildProcess | null = null;

  const start = async () => {
    child = spawn(natsServerBinary as string, ['-a', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
    for (let attempt = 0; !(await answers(port)); attempt++) {
      if (attempt > 100 || child.exitCode !== null) throw new Error(`nats-server did not start on port ${port}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill('SIGKILL');
    });
  };

  await start();
  return { url: `nats://127.0.0.1:${port}`, start, stop };
}
