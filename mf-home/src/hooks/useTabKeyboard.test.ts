import { describe, expect, it } from 'vitest';
import { tabIndexForKey } from './useTabKeyboard';

describe('tabIndexForKey', () => {
  it('wraps the arrow keys around both ends', () => {
    expect(tabIndexForKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabIndexForKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 1, 3)).toBe(0);
    expect(tabIndexForKey('ArrowLeft', 0, 3)).toBe(2);
  });

  it('jumps to the ends with Home and End and ignores other keys', () => {
    expect(tabIndexForKey('Home', 2, 3)).toBe(0);
    expect(tabIndexForKey('End', 0, 3)).toBe(2);
    expect(tabIndexForKey('Enter', 1, 3)).toBeUndefined();
    expect(tabIndexForKey('ArrowDown', 1, 3)).toBeUndefined();
  });
});
