// @vitest-environment node
import { siteAreas } from '@codekade/platform/site-menus';
import { remoteOwning } from '@codekade/shared/discovery';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerAt, NOT_FOUND_STAND_IN_SEGMENT, notFoundStandIn as standInAmong } from './not-found-stand-in';

/** The seed's areas, as the composer reads the deployed discovery document. */
const notFoundStandIn = (path: string) => standInAmong(siteAreas, path);
const areaOf = (path: string) => remoteOwning(siteAreas, path)?.name ?? null;

const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
const folder = fc.constantFrom('', '/diensten', '/projecten', '/over-ons', '/privacy', '/contact', '/x');
const paths = fc
  .tuple(folder, fc.array(segment, { maxLength: 3 }))
  .map(([start, rest]) => `${start}/${rest.join('/')}`);

describe('notFoundStandIn', () => {
  it('stands in only within the same folder and the same area (or none)', () => {
    fc.assert(
      fc.property(paths, (path) => {
        const standIn = notFoundStandIn(path);
        if (!standIn) return;
        expect(standIn.path.slice(0, standIn.path.lastIndexOf('/'))).toBe(path.slice(0, path.lastIndexOf('/')));
        expect(standIn.path.endsWith(`/${NOT_FOUND_STAND_IN_SEGMENT}`)).toBe(true);
        expect(areaOf(path)).toBe(standIn.remote);
        expect(areaOf(standIn.path)).toBe(standIn.remote);
      }),
    );
  });

  it('never stands in for a base path, where a route may change area', () => {
    for (const path of ['/', '/diensten', '/projecten', '/over-ons', '/privacy', '/contact']) {
      expect(notFoundStandIn(path)).toBeUndefined();
    }
    expect(notFoundStandIn('/diensten/onbekend-1')).toEqual({
      path: `/diensten/${NOT_FOUND_STAND_IN_SEGMENT}`,
      remote: 'mf_services',
    });
    expect(notFoundStandIn('/bestaat-niet')).toEqual({ path: `/${NOT_FOUND_STAND_IN_SEGMENT}`, remote: null });
  });
});

describe('answerAt', () => {
  it("names the path in the head's canonical link and og:url, and nowhere else", () => {
    const standIn = 'https://www.codekade.nl/diensten/codekade-onbekend-pad';
    const body = `<head><link rel="canonical" href="${standIn}"><meta property="og:url" content="${standIn}"></head><body><a href="${standIn}">x</a></body>`;
    const answer = answerAt(
      { status: 404, headers: {}, body },
      'https://www.codekade.nl',
      '/diensten/codekade-onbekend-pad',
      '/diensten/onbekend-7',
    );
    const own = 'https://www.codekade.nl/diensten/onbekend-7';
    expect(answer.body).toBe(
      `<head><link rel="canonical" href="${own}"><meta property="og:url" content="${own}"></head><body><a href="${standIn}">x</a></body>`,
    );
  });
});
