// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BRAND_FONT_TEXT,
  brandFontCss,
  brandFontStack,
  FIRST_PAINT_TEXT,
  unicodeRange,
  writeBrandFont,
} from './brand-font';

const tokens = readFileSync(new URL('../shared/src/styles/tokens.css', import.meta.url), 'utf8');

describe('the brand font', () => {
  it('is first in the body font token, with its matched fallbacks before the system fonts', () => {
    const token = /--font-body:\s*([^;]+);/.exec(tokens)?.[1]?.replace(/\s+/g, ' ');
    expect(token).toBe(`${brandFontStack.fontFamily}, system-ui, sans-serif`);
  });

  it('names a fallback face for every fallback in the stack, each with overridden metrics', () => {
    const css = brandFontCss('./brand-font.woff2');
    for (const family of brandFontStack.fontFamily.match(/"Inter Fallback: [^"]+"/g) ?? []) {
      expect(css).toContain(`font-family: ${family};`);
    }
    expect(css.match(/size-adjust: \d+(\.\d+)?%;/g)).toHaveLength(5);
    expect(css).toContain('font-display: optional;');
    expect(css).toContain('font-weight: 400 800;');
  });

  it('names its characters in runs', () => {
    expect(unicodeRange('cab€')).toBe('U+61-63, U+20AC');
    expect(unicodeRange(BRAND_FONT_TEXT)).toMatch(/^U\+20-7E, U\+A0-FF, U\+2013-2014, /);
  });

  it("gives the first paint a face of its own: the page texts' characters, each in the file face too", async () => {
    expect([...FIRST_PAINT_TEXT].filter((char) => !BRAND_FONT_TEXT.includes(char))).toEqual([]);
    const dir = mkdtempSync(join(tmpdir(), 'brand-font-'));
    try {
      const face = await writeBrandFont(dir);
      const file = readFileSync(join(dir, 'brand-font.woff2'));
      expect(face.family).toBe('Inter');
      expect(face.descriptors).toEqual({ weight: '400 800', unicodeRange: unicodeRange(FIRST_PAINT_TEXT) });
      expect(Buffer.from(face.font.subarray(0, 4)).toString('latin1')).toBe('wOF2');
      // Every page's HTML carries it: it is the smaller part of the subset.
      expect(face.font.byteLength).toBeLessThan(file.byteLength);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
