import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Where the trap answers, to the tests rather than to Firefox, which attempts it saw since the last ask. */
export const ATTEMPTS_PATH = '/attempts';

export interface NetworkTrap {
  origin: string;
  /** Every request Firefox tried to send past loopback and no test has collected yet, as `METHOD target`. */
  attempts: string[];
  close(): Promise<void>;
}

/**
 * A proxy on loopback that forwards nothing: Firefox sends every request for a host other than
 * loopback here, so the suite can refuse to pass when the browser tried to reach the internet.
 */
export async function startNetworkTrap(): Promise<NetworkTrap> {
  const attempts: string[] = [];
  const server = createServer((req, res) => {
    // A proxied request names a full URL; only a direct request asks for a path.
    if (req.method === 'GET' && req.url === ATTEMPTS_PATH) {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(attempts.splice(0)));
      return;
    }
    attempts.push(`${req.method} ${req.url}`);
    res.writeHead(403).end();
  });
  // HTTPS (and WebSocket over TLS) goes through the proxy as CONNECT host:port.
  server.on('connect', (req, socket) => {
    attempts.push(`CONNECT ${req.url}`);
    socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
  });
  // Port 0: the system picks a free port, so two runs on one machine never collide.
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    attempts,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Collects the attempts the trap at `origin` saw since the last call. */
export async function collectNetworkAttempts(origin: string): Promise<string[]> {
  const response = await fetch(`${origin}${ATTEMPTS_PATH}`);
  return (await response.json()) as string[];
}
