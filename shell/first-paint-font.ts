/**
 * The brand font's first-paint face: the characters a page's text is written in, as woff2 bytes in the
 * shell's document itself, handed to the browser by a few lines in the head before the body is
 * parsed. A font made from bytes (`new FontFace(family, bytes)`) is ready at once (Chromium decodes
 * it in the constructor), so the page's first layout and paint are already in Inter, on a slow first
 * visit too, with no request, and nothing is laid out twice. A URL, even a data: URL in the CSS, is
 * loaded after the first layout on a slow phone, which then either keeps the fallback
 * (`optional`) or moves the page when the font comes (`block`, `swap`).
 */
/** The element holding the face's bytes (base64 in a JSON string: data, never run, no script of its own). */
export const FIRST_PAINT_DATA_ID = 'brand-font-first-paint';

export interface FirstPaintFace {
  family: string;
  /** The woff2 bytes. */
  font: Uint8Array;
  descriptors: FontFaceDescriptors;
}

/**
 * Runs in the page's head (serialised into the inline script): adds the face from the data element
 * above it. Self-contained; a browser without the Font Loading API, or bytes it refuses, leave the
 * page in the matched fallback faces, as before the font existed.
 */
function addFirstPaintFace(dataId: string, family: string, descriptors: FontFaceDescriptors): void {
  const data = document.getElementById(dataId)?.textContent;
  if (!data || typeof FontFace !== 'function') return;
  try {
    const bytes = Uint8Array.from(atob(JSON.parse(data) as string), (char) => char.charCodeAt(0));
    document.fonts.add(new FontFace(family, bytes, descriptors));
  } catch (error) {
    console.warn('[shell] The first-paint brand font could not be added; the page keeps its fallback.', error);
  }
}

/** The two head elements: the face's bytes and the inline script that adds them. */
export function firstPaintFaceTags({ family, font, descriptors }: FirstPaintFace) {
  const base64 = Buffer.from(font).toString('base64');
  const call = `(${addFirstPaintFace.toString()})(${[FIRST_PAINT_DATA_ID, family, descriptors].map((value) => JSON.stringify(value)).join(',')})`;
  if (/<\/script|<!--/i.test(call)) throw new Error('The first-paint font script cannot be inlined.');
  return [
    { tag: 'script', attrs: { type: 'application/json', id: FIRST_PAINT_DATA_ID }, children: JSON.stringify(base64) },
    { tag: 'script', children: call },
  ];
}
