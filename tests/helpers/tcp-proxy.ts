// A TCP proxy in front of PostgreSQL that a test can break on purpose: cut every open
// connection (a dropped network path or a database restart), refuse new ones (an outage), and
// heal. The server under test is given the proxy's address instead of the database's.
import net from 'node:net';
import { freePort } from './free-port';

export interface TcpProxy {
  port: number;
  /** Connections the proxy has seen (also the refused ones). */
  attempts: () => number;
  /** Destroys every open connection; new ones are still accepted. */
  cut: () => void;
  /** Accepts and at once closes every connection until up(): the database is away. */
  down: () => void;
  up: () => void;
  close: () => Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const port = await freePort();
  const open = new Set<net.Socket>();
  let attempts = 0;
  let refusing = false;
  const server = net.createServer((client) => {
    attempts += 1;
    if (refusing) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    open.add(client);
    open.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const cut = () => {
    for (const socket of open) socket.destroy();
    open.clear();
  };
  return {
    port,
    attempts: () => attempts,
    cut,
    down: () => {
      refusing = true;
      cut();
    },
    up: () => {
      refusing = false;
    },
    close: async () => {
      cut();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
