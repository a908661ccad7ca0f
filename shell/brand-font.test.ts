// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRAND_FONT_TEXT, brandFontCss, brandFontStack, unicodeRange } from './brand-font';

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
});
