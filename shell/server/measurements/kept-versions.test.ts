// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keptVersionsOf } from './kept-versions';

const MANIFEST_URL = 'https://mf-home.example/mf-manifest.json';

/** A fetch that answers `versions.json` beside the manifest with `body`, and records what it was asked. */
function siteAnswering(body: string, status = 200) {
  const asked: string[] = [];
  const fetchImpl = (async (input: string | URL | Request) => {
    asked.push(String(input));
    return new Response(body, { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { asked, fetchImpl };
}

describe("a remote site's kept versions", () => {
  it('are the ids its versions.json lists, read beside the stable manifest', async () => {
    const list = {
      versions: [
        { id: 'b2', publishedAt: '2026-11-24T10:00:00Z', files: ['mf-manifest.json'] },
        { id: 'b1', publishedAt: '2026-11-23T10:00:00Z', retiredAt: '2026-11-24T10:00:00Z', files: ['a.js'] },
      ],
    };
    const site = siteAnswering(JSON.stringify(list));
    expect(await keptVersionsOf(MANIFEST_URL, site.fetchImpl)).toEqual(['b2', 'b1']);
    expect(site.asked).toEqual(['https://mf-home.example/versions.json']);
  });

  it('are none for a site without the file, or one that cannot be reached', async () => {
    expect(await keptVersionsOf(MANIFEST_URL, siteAnswering('Not Found', 404).fetchImpl)).toEqual([]);
    const unreachable = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    expect(await keptVersionsOf(MANIFEST_URL, unreachable)).toEqual([]);
  });

  it('are only valid version ids, whatever the file holds', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.json(),
          fc.string(),
          fc
            .record({ versions: fc.array(fc.record({ id: fc.oneof(fc.string(), fc.jsonValue()) })) })
            .map((value) => JSON.stringify(value)),
        ),
        async (body) => {
          const ids = await keptVersionsOf(MANIFEST_URL, siteAnswering(body).fetchImpl);
          expect(Array.isArray(ids)).toBe(true);
          for (const id of ids) expect(id).toMatch(/^(?!\.\.?$)[A-Za-z0-9._-]{1,64}$/);
        },
      ),
      { numRuns: 300 },
    );
  });
});
