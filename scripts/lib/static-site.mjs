/** Serves the built apps, each from its own dist folder on its own loopback port. */
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { apps, localRemotesConfig, portBase } from './apps.mjs';
import { headersForTarget } from './hosting-headers.mjs';

const root = resolve(import.meta.dirname, '../..');

function createAppServer(app, distDir, remotesConfig) {
  const headersFor = headersForTarget(app.target);
  const isShell = app.target === 'shell';
  const serveFiles = sirv(distDir, {
    dev: false,
    etag: true,
    // Every app is a single-page app (a remote's index.html is its standalone preview): paths
    // without a file extension get index.html and the router decides; missing files stay 404.
    single: true,
  });
  const compress = compression();
  return createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    for (const [key, value] of Object.entries(headersFor(pathname, req.headers.origin))) res.setHeader(key, value);
    if (isShell && remotesConfig && pathname === '/remotes.json') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(remotesConfig));
      return;
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    compress(req, res, () =>
      serveFiles(req, res, () => {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`Not found: ${pathname}\n`);
      }),
    );
  });
}

function listen(server, port, host) {
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolvePromise(server));
  });
}

/**
 * Starts all six static servers. `distOverrides` maps a target to another folder, for example a
 * redeployed remote built elsewhere; `remotesConfig` replaces the shell's deployed remotes.json
 * (on other ports than the default it is generated, since the deployed one names the default ports).
 */
export async function startStaticSite({
  host = '127.0.0.1',
  distOverrides = {},
  remotesConfig = portBase === 3000 ? undefined : localRemotesConfig(),
} = {}) {
  const servers = [];
  try {
    for (const app of apps) {
      const distDir = distOverrides[app.target] ?? resolve(root, app.dir, 'dist');
      servers.push(await listen(createAppServer(app, distDir, remotesConfig), app.port, host));
    }
  } catch (error) {
    for (const server of servers) server.close();
    throw error;
  }
  return {
    apps,
    close: () => Promise.all(servers.map((server) => new Promise((done) => server.close(done)))),
  };
}
