// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteConfig } from '@codekade/shared/site-config';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../lib/run.mjs';
import {
  SHARE_IMAGE_FILE,
  shareImageHtml,
  shareImageTexts,
  shareImageTextsOf,
  withShareImageTexts,
} from './share-image';

/** The smallest PNG: signature, a 1×1 header, one row of data, end. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('the share image', () => {
  it('shows the texts of the site config (else run `pnpm og-image`)', () => {
    const png = readFileSync(join(repoRoot, SHARE_IMAGE_FILE));
    expect(
      shareImageTextsOf(png),
      `${SHARE_IMAGE_FILE} shows other texts than shared/src/site-config.ts: run \`pnpm og-image\``,
    ).toEqual(shareImageTexts());
  });

  it('takes the headline from the tagline and names the expertise and the city', () => {
    const texts = shareImageTexts({
      productName: 'Kade',
      tagline: 'Snel en <helder>',
      expertise: [{ shortName: 'Websites' }, { shortName: 'Hosting' }],
      address: { city: 'Utrecht' },
    });
    expect(texts).toEqual({ name: 'Kade', headline: 'Snel en <helder>', strapline: 'Websites · Hosting — Utrecht' });
    expect(shareImageHtml(texts, '<svg></svg>')).toContain('Snel en &#60;helder&#62;');
    expect(shareImageTexts().headline).toBe(siteConfig.tagline);
  });

  it('writes the texts into a PNG and reads them back, whatever characters they hold', () => {
    const texts = { name: 'Codekade', headline: 'Één “regel” — ok', strapline: 'A · B — C\u0000' };
    const png = withShareImageTexts(tinyPng, texts);
    expect(shareImageTextsOf(png)).toEqual(texts);
    expect(png.subarray(png.length - 12)).toEqual(tinyPng.subarray(tinyPng.length - 12));
    expect(shareImageTextsOf(tinyPng)).toBeUndefined();
    expect(() => shareImageTextsOf(Buffer.from('GIF89a'))).toThrow(/Not a PNG/);
  });
});
