import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_PINNED_FILES, MAX_PINNED_VERSIONS } from './integrity.mjs';
import { manifestPins, readVersionPins } from './pins-schema.mjs';

const digest = (fill: string) => `sha384-${fill.repeat(64)}`;
const pin = (version: string, fill = 'A') => ({ version, integrity: digest(fill) });

describe('the one reader of pins', () => {
  it('keeps version pins in their order, each a version id with a sha384 digest', () => {
    expect(readVersionPins([pin('b2', 'B'), pin('a1')])).toEqual([pin('b2', 'B'), pin('a1')]);
    expect(readVersionPins([])).toEqual([]);
  });

  it('refuses version pins that are not a list of distinct versions with sha384 digests, naming why', () => {
    expect(readVersionPins({ a1: digest('A') })).toBe('pins is not a list');
    expect(readVersionPins([pin('a1'), pin('a1', 'B')])).toBe('pins names a version twice');
    expect(readVersionPins([{ version: '..', integrity: digest('A') }])).toBe('a pin names no version id');
    expect(readVersionPins([{ version: 'a1', integrity: 'sha256-abc' }])).toBe("a pin's integrity is no sha384 digest");
    const many = Array.from({ length: MAX_PINNED_VERSIONS + 1 }, (_, index) => pin(`v${index}`));
    expect(readVersionPins(many)).toBe(`pins names more than ${MAX_PINNED_VERSIONS} versions`);
  });

  it('refuses a manifest that pins more files than it may, before reading one', () => {
    const files = Object.fromEntries(Array.from({ length: MAX_PINNED_FILES + 1 }, (_, index) => [`f${index}.js`, 0]));
    expect(manifestPins({ integrity: { files } })).toBe(`the manifest pins more than ${MAX_PINNED_FILES} files`);
  });

  it('never throws on generated input, and what it keeps is always well formed', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (versions, files) => {
        const pins = readVersionPins(versions);
        if (typeof pins !== 'string') {
          for (const kept of pins) expect(kept.integrity).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
        }
        const filePins = manifestPins({ integrity: { files } });
        if (typeof filePins !== 'string') {
          for (const [path, kept] of filePins) {
            expect(path).not.toMatch(/(^|\/)\.\.?(\/|$)|^\//);
            expect(kept).toMatch(/^sha384-/);
          }
        }
      }),
    );
  });
});
