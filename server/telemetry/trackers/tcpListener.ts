import { createServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { connectBacklog } from '../ingest/ingestServer';
import { serveConnection, type ConnectionDeps } from './connection';

/** Open connections of all tracker listeners together, against one cap. */
export interface ConnectionBudget {
  open: number;
  max: number;
  /** Connections turned away at the cap since the last report. */
  turnedAway: number;
}

export interface TcpListener {
  port: number;
  /** Stops accepting, answers what was read once it is committed, then closes every connection. */
  close(): Promise<void>;
}

/**
 * A TCP port for one protocol. Past the budget's cap a new connection is closed at once: idle or
 * hostile sockets cannot take the memory and file descriptors that ingestion needs.
 */
export async function startTcpListener(deps: ConnectionDeps, options: { port: number; host: string; budget: ConnectionBudget }): Promise<TcpListener> {
  const { budget } = options;
  const connections = new Map<Socket, { drain(): Promise<void> }>();
  const server = createServer((socket) => {
    if (budget.open >= budget.max) {
      budget.turnedAway++;
      socket.destroy();
      return;
    }
    budget.open++;
    connections.set(socket, serveConnection(socket, deps));
    socket.once('close', () => {
      budget.open--;
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
