import { describe, expect, it } from 'vitest';
import { canalHouses, DOOR, housePath, QUAY, WINDOW } from './canal-houses';

describe('the canal houses drawing', () => {
  it('draws each gable as the quay drawing of /over-ons had it (kade.svg)', () => {
    const [stepped, neck, spout, narrowStepped] = canalHouses;
    expect(stepped && housePath(stepped)).toBe(
      'M20 120 20 64 32 64 32 56 44 56 44 48 50 48 50 40 62 40 62 48 68 48 68 56 80 56 80 64 92 64 92 120z',
    );
    expect(neck && housePath(neck)).toBe('M102 120 102 80 116 74 118.8 56 130 50 141.2 56 144 74 158 80 158 120z');
    expect(spout && housePath(spout)).toBe('M172 120 172 56 200 30 228 56 228 120z');
    expect(narrowStepped && housePath(narrowStepped)).toBe(
      'M242 120 242 64 251.333 64 251.333 56 260.667 56 260.667 48 265.333 48 265.333 40 274.667 40 274.667 48 279.333 48 279.333 56 288.667 56 288.667 64 298 64 298 120z',
    );
  });

  it('stands every house on the quay, left to right, none overlapping another or the edge', () => {
    canalHouses.forEach((house, index) => {
      const next = canalHouses[index + 1];
      expect(house.x).toBeGreaterThan(0);
      expect(house.x + house.width).toBeLessThan(next ? next.x : QUAY.width);
      expect(housePath(house)).toMatch(
        new RegExp(`^M${house.x} ${QUAY.height} .* ${house.x + house.width} ${QUAY.height}z$`),
      );
    });
  });

  it('puts every window inside its front, below the gable and above the door', () => {
    for (const house of canalHouses) {
      for (const top of house.windowRows) {
        expect(top).toBeGreaterThanOrEqual(house.eaves);
        expect(top + WINDOW.height).toBeLessThanOrEqual(DOOR.top);
        for (const left of house.windowColumns) {
          expect(left).toBeGreaterThan(0);
          expect(left + WINDOW.width).toBeLessThan(house.width);
        }
      }
    }
  });
});
