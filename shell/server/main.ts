/**
 * The composer as a service (Cloud Run behind a Firebase Hosting rewrite): Hosting serves the shell's
 * static files itself and sends every page request here; its CDN keeps answers for `s-maxage`.
 */
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { siteConfig } from '@codekade/shared/site-config';
import { productionContentSecurityPolicy } from '../../scripts/lib/content-security-policy.mjs';
import { serverErrorText } from '../src/content/server-texts';
import { createFileComposer } from './index';
import { withOverrideSession } from './override-session';

const port = Number(process.env.PORT ?? 8080);
const compose = createFileComposer({
  distDir: process.env.SHELL_DIST_DIR ?? resolve(import.meta.dirname, '../dist'),
  siteUrl: process.env.SITE_URL ?? siteConfig.siteUrl,
  cdnCacheSeconds: Number(process.env.COMPOSER_CDN_CACHE_SECONDS ?? 60),
});

createServer((request, response) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  const url = new URL(request.url ?? '/', siteConfig.siteUrl);
  const session = { url, cookie: request.headers.cookie, contentSecurityPolicy: productionContentSecurityPolicy };
  compose(url.pathname, url.origin).then(
    ({ status, headers, body }) =>
      response.writeHead(status, withOverrideSession(headers, session)).end(request.method === 'HEAD' ? '' : body),
    (error: unknown) => {
      console.error('[composer] could not read the shell build:', error);
      response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`${serverErrorText}\n`);
    },
  );
}).listen(port, () => console.log(`Composer listening on :${port}`));
