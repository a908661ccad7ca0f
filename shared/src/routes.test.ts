import { describe, expect, it } from 'vitest';
import { areaRoutePattern } from './routes';

describe('areaRoutePattern', () => {
  it('mounts home at / only and every other area at everything below its base path', () => {
    expect(areaRoutePattern('/')).toBe('/');
    expect(areaRoutePattern('/diensten')).toBe('/diensten/*');
  });
});
