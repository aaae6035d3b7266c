import { connect, type Socket } from 'node:net';

/** Answers a request's status, or 0 when the connection failed before an answer. */
export type PostEmpty = (path: string) => Promise<number>;

interface Connection {
  socket: Socket;
  received: string;
  pending: ((status: number) => void) | null;
}

const headerEnd = '\r\n\r\n';
const contentLength = /\r\ncontent-length: *(\d+)/i;

/**
 * Empty-bodied POSTs over kept-alive HTTP/1.1 connections, one request at a time on each, a new
 * connection when all are busy, up to `maxConnections` (as many as there are devices, as trackers keep one
 * each); past it, a report waits in line for the next free connection, and that wait counts in the
 * latency measured from when the report was due. On the wire the same requests as node's http.request with a
 * keep-alive Agent (request line, Host, Connection, Content-Length: 0). It reads only the status
 * and skips the body by its Content-Length, which the ingestion server always sends; that is a
 * small part of the CPU the full client spent, and the devices share the server's two cores.
 */
export function keepAliveClient(host: string, port: number, maxConnections: number): { post: PostEmpty; close(): void } {
  const idle: Connection[] = [];
  const all = new Set<Connection>();
  const waiting: { path: string; resolve: (status: number) => void }[] = [];

  const settle = (connection: Connection, status: number) => {
    const resolve = connection.pending;
    connection.pending = null;
    resolve?.(status);
  };

  /** Takes a complete answer off the front of what was received, if there is one. */
  const readAnswer = (connection: Connection) => {
    const end = connection.received.indexOf(headerEnd);
    if (end < 0) return;
    const head = connection.received.slice(0, end);
    const total = end + headerEnd.length + Number(contentLength.exec(head)?.[1] ?? 0);
    if (connection.received.length < total) return;
    connection.received = connection.received.slice(total);
    settle(connection, Number(head.slice(9, 12)));
    const next = waiting.shift();
    if (next) send(connection, next.path, next.resolve);
    else idle.push(connection);
  };

  const open = (): Connection => {
    const connection: Connection = { socket: connect({ host, port, noDelay: true }), received: '', pending: null };
    connection.socket.setEncoding('latin1');
    connection.socket.on('data', (chunk: string) => {
      connection.received += chunk;
      readAnswer(connection);
    });
    connection.socket.on('error', () => connection.socket.destroy());
    connection.socket.on('close', () => {
      all.delete(connection);
      const index = idle.indexOf(connection);
      if (index >= 0) idle.splice(index, 1);
      settle(connection, 0);
      const next = waiting.shift();
      if (next) send(open(), next.path, next.resolve);
    });
    all.add(connection);
    return connection;
  };

  const hostHeader = `Host: ${host}:${port}\r\nConnection: keep-alive\r\nContent-Length: 0\r\n\r\n`;
  const send = (connection: Connection, path: string, resolve: (status: number) => void) => {
    connection.pending = resolve;
    connection.socket.write(`POST ${path} HTTP/1.1\r\n${hostHeader}`);
  };
  return {
    post: (path) =>
      new Promise((resolve) => {
        const connection = idle.pop() ?? (all.size < maxConnections ? open() : undefined);
        if (connection) send(connection, path, resolve);
        else waiting.push({ path, resolve });
      }),
    close() {
      for (const connection of all) connection.socket.destroy();
    },
  };
}
