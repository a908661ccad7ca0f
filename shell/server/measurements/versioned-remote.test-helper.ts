import { fragmentFileFor, REMOTE_BASE_PLACEHOLDER } from '@codekade/shared/fragments';
import { discoveryOf } from '../discovery.test-helper';
import { folderPin } from '../pinned-remote.test-helper';

/** Where the measuring tests' mf_about serves its files. */
export const REMOTE_BASE = 'http://remotes.test/about/';

/** The shell document the measuring tests compose into. */
export const TEMPLATE =
  '<!doctype html><html lang="nl"><head><meta charset="UTF-8"><title>Codekade</title>' +
  '<meta name="description" content="standaard"></head>' +
  '<body><div id="root"></div></body></html>';

/** mf_about with each of `versions` published under v/<id>/, each naming itself in its page. */
export function versionedRemoteFiles(versions: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(
    versions.flatMap((version) => [
      [
        `v/${version}/ssr/index.json`,
        { remote: 'mf_about', buildId: version, pages: ['/over-ons'], notFound: [], redirects: [] },
      ],
      [
        `v/${version}/${fragmentFileFor('/over-ons')}`,
        {
          remote: 'mf_about',
          buildId: version,
          path: '/over-ons',
          status: 200,
          head: { title: 'Over Ons', description: 'Het verhaal' },
          html: `<h1>${version}</h1>`,
          resourceHints: '',
          css: `.x{background:url(${REMOTE_BASE_PLACEHOLDER}a.svg)}`,
          preload: { scripts: [], styles: [] },
        },
      ],
    ]),
  );
}

/**
 * The discovery document of these files: mf_about serves `stable`, and the document pins both
 * versions' manifests, as their releases wrote them from the builds (issue 48).
 */
export function versionedDiscovery(files: Record<string, unknown>, stable: string, candidate: string) {
  return discoveryOf(
    { mf_about: `${REMOTE_BASE}mf-manifest.json` },
    {
      mf_about: {
        version: stable,
        pins: [candidate, stable].map((version) => ({ version, integrity: folderPin(files, `v/${version}/`) })),
      },
    },
  );
}
