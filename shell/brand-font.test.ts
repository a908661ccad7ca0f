// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  BRAND_FONT_TEXT,
  brandFontCss,
  brandFontStack,
  FIRST_PAINT_TEXT,
  LATER_TEXT,
  unicodeRange,
} from './brand-font';

const tokens = readFileSync(new URL('../shared/src/styles/tokens.css', import.meta.url), 'utf8');

describe('the brand font', () => {
  it('is first in the body font token, with its matched fallbacks before the system fonts', () => {
    const token = /--font-body:\s*([^;]+);/.exec(tokens)?.[1]?.replace(/\s+/g, ' ');
    expect(token).toBe(`${brandFontStack.fontFamily}, system-ui, sans-serif`);
  });

  it('names a fallback face for every fallback in the stack, each with overridden metrics', () => {
    const css = brandFontCss(new Uint8Array([1, 2, 3]), './brand-font.woff2');
    for (const family of brandFontStack.fontFamily.match(/"Inter Fallback: [^"]+"/g) ?? []) {
      expect(css).toContain(`font-family: ${family};`);
    }
    expect(css.match(/size-adjust: \d+(\.\d+)?%;/g)).toHaveLength(5);
    expect(css.match(/font-weight: 400 800;/g)).toHaveLength(2);
  });

  it('inlines the first-paint face, drawn as soon as it is decoded, and loads the rest from its file only when asked', () => {
    const css = brandFontCss(new Uint8Array([1, 2, 3]), './brand-font.woff2');
    const faces = css.split('@font-face').filter((face) => face.includes('font-family: Inter;'));
    expect(faces).toHaveLength(2);
    const [inline, file] = faces;
    expect(inline).toContain("src: url(data:font/woff2;base64,AQID) format('woff2');");
    expect(inline).toContain('font-display: block;');
    expect(inline).toContain(`unicode-range: ${unicodeRange(FIRST_PAINT_TEXT)};`);
    expect(file).toContain("src: url(./brand-font.woff2) format('woff2');");
    expect(file).toContain('font-display: optional;');
    expect(file).toContain(`unicode-range: ${unicodeRange(LATER_TEXT)};`);
  });

  it('splits the subset in two: every character in exactly one face', () => {
    expect([...FIRST_PAINT_TEXT].every((char) => BRAND_FONT_TEXT.includes(char))).toBe(true);
    expect([...LATER_TEXT].filter((char) => FIRST_PAINT_TEXT.includes(char))).toEqual([]);
    expect(new Set([...FIRST_PAINT_TEXT, ...LATER_TEXT])).toEqual(new Set(BRAND_FONT_TEXT));
  });

  it('names its characters in runs', () => {
    expect(unicodeRange('cab€')).toBe('U+61-63, U+20AC');
    expect(unicodeRange(BRAND_FONT_TEXT)).toMatch(/^U\+20-7E, U\+A0-FF, U\+2013-2014, /);
  });
});
