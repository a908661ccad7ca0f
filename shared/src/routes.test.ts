import { describe, expect, it } from 'vitest';
import { areaRoutePattern, findSiteArea } from './routes';

describe('findSiteArea', () => {
  it.each([
    ['/', 'mf_home'],
    ['/diensten', 'mf_services'],
    ['/diensten/seo', 'mf_services'],
    ['/projecten/webshops/4', 'mf_projects'],
    ['/over-ons', 'mf_about'],
    ['/contact', 'mf_contact'],
    ['/privacy', 'mf_about'],
    ['/privacy/onbekend', 'mf_about'],
  ])('gives %s to %s', (pathname, remote) => {
    expect(findSiteArea(pathname)?.remote).toBe(remote);
  });

  it.each(['/onbekend', '/dienstenx', '/contactformulier', '/privacyverklaring'])('gives %s to no area', (pathname) => {
    expect(findSiteArea(pathname)).toBeUndefined();
  });
});

describe('areaRoutePattern', () => {
  it('mounts home at / only and every other area at everything below its base path', () => {
    expect(areaRoutePattern('/')).toBe('/');
    expect(areaRoutePattern('/diensten')).toBe('/diensten/*');
  });
});
