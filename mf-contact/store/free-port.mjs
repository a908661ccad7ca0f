// @ts-check
import { createServer } from 'node:net';

/** A loopback port nothing listens on right now (for a server that must be told its port first). */
export function freePort() {
  return /** @type {Promise<number>} */ (
    new Promise((resolvePort, reject) => {
      const server = createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
      });
    })
  );
}
