import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { connectBacklog } from '../ingest/ingestServer';
import { serveConnection, type ConnectionDeps } from './connection';
import type { ConnectionBudget } from './connectionBudget';

export interface TcpListener {
  port: number;
  /** Stops accepting, answers what was read once it is committed, then closes every connection. */
  close(): Promise<void>;
}

/**
 * A TCP port for one protocol. Past the budget's cap, or its source address's share of it, a new
 * connection is closed at once: idle or hostile sockets cannot take the memory and file descriptors
 * that ingestion needs, nor one client every slot.
 */
export async function startTcpListener(
  deps: ConnectionDeps,
  options: { port: number; host: string; budget: ConnectionBudget },
): Promise<TcpListener> {
  const { budget } = options;
  const connections = new Map<Socket, { drain(): Promise<void> }>();
  const server = createServer((socket) => {
    // A socket reset before it was accepted has no address: nothing to serve.
    const address = socket.remoteAddress;
    if (address === undefined || budget.take(address)) {
      socket.destroy();
      return;
    }
    connections.set(socket, serveConnection(socket, deps));
    socket.once('close', () => {
      budget.release(address);
      connections.delete(socket);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: options.port, host: options.host, backlog: connectBacklog }, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    async close() {
      const closed = new Promise((resolve) => server.close(resolve));
      await Promise.all([...connections.values()].map((connection) => connection.drain()));
      await closed;
    },
  };
}
