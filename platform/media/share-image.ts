/**
 * The share image (shell/public/og-image.png, 1200×630): what chat apps and social sites show with a
 * shared link. Its texts come from the site config; the picture carries them in a PNG text chunk, so
 * a unit test sees when the committed picture no longer shows the site config's texts.
 */
import { crc32 } from 'node:zlib';
import { siteConfig } from '@codekade/shared/site-config';

/** Where the shell serves it from (`/og-image.png`, named in every page's `og:image`). */
export const SHARE_IMAGE_FILE = 'shell/public/og-image.png';

/** The PNG text chunk's keyword for the texts the picture was drawn with. */
const TEXTS_KEYWORD = 'codekade-share-image-texts';

export interface ShareImageTexts {
  name: string;
  headline: string;
  strapline: string;
}

/** What the picture is drawn from: the site config's name, tagline, expertise and city. */
interface ShareImageFacts {
  productName: string;
  tagline: string;
  expertise: readonly { shortName: string }[];
  address: { city: string };
}

/** The texts on the picture: the product's name, the tagline, and what the agency does, where. */
export function shareImageTexts(config: ShareImageFacts = siteConfig): ShareImageTexts {
  return {
    name: config.productName,
    headline: config.tagline,
    strapline: `${config.expertise.map((entry) => entry.shortName).join(' · ')} — ${config.address.city}`,
  };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.codePointAt(0)};`);

/** The page Chromium draws the picture from: the site's colours, the logo (an SVG document) and the texts. */
export function shareImageHtml(texts: ShareImageTexts, logoSvg: string): string {
  return `<!doctype html><html lang="nl"><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px;display:flex;flex-direction:column;
justify-content:space-between;font-family:system-ui,sans-serif;color:#fff;
background:linear-gradient(135deg,#1e3a8a,#1d4ed8 60%,#3b82f6)">
  <div style="display:flex;align-items:center;gap:24px;font-size:56px;font-weight:800">
    <div style="width:96px;height:96px;background:#fff;border-radius:20px;padding:12px;box-sizing:border-box">${logoSvg}</div>
    ${escapeHtml(texts.name)}
  </div>
  <div style="font-size:64px;font-weight:800;line-height:1.1;max-width:950px">
    ${escapeHtml(texts.headline)}
  </div>
  <div style="font-size:32px;color:#dbeafe">${escapeHtml(texts.strapline)}</div>
</div></body></html>`;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Signature, then IHDR: length, type, 13 bytes of data, CRC. The text chunk goes right after it. */
const AFTER_IHDR = PNG_SIGNATURE.length + 4 + 4 + 13 + 4;

function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** tEXt holds Latin-1 only: the JSON escapes everything else (the strapline's dash). */
const asciiJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

function assertPng(png: Buffer): void {
  if (!png.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE) || png.toString('latin1', 12, 16) !== 'IHDR') {
    throw new Error('Not a PNG file (no PNG signature followed by IHDR).');
  }
}

/** The PNG with the texts it shows written into a text chunk after its header. */
export function withShareImageTexts(png: Buffer, texts: ShareImageTexts): Buffer {
  assertPng(png);
  const data = Buffer.from(`${TEXTS_KEYWORD}\0${asciiJson(texts)}`, 'latin1');
  return Buffer.concat([png.subarray(0, AFTER_IHDR), chunk('tEXt', data), png.subarray(AFTER_IHDR)]);
}

/** The texts a PNG says it shows, or undefined when it carries none. */
export function shareImageTextsOf(png: Buffer): ShareImageTexts | undefined {
  assertPng(png);
  for (let offset = PNG_SIGNATURE.length; offset + 8 <= png.length; ) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'tEXt') {
      const separator = data.indexOf(0);
      if (data.toString('latin1', 0, separator) === TEXTS_KEYWORD) {
        return JSON.parse(data.toString('latin1', separator + 1)) as ShareImageTexts;
      }
    }
    if (type === 'IEND') return undefined;
    offset += 12 + length;
  }
  return undefined;
}
