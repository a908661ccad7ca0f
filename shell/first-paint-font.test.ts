import { inlineScriptSources } from '@codekade/serving/content-security-policy';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_DATA_ID, firstPaintFaceTags } from './first-paint-font';

const face = {
  family: 'Inter',
  font: new Uint8Array([0x77, 0x4f, 0x46, 0x32, 0, 255]),
  descriptors: { weight: '400 800', unicodeRange: 'U+41-5A' },
};

/** The tags as the HTML plugin writes them into the head. */
function headHtml(tags: ReturnType<typeof firstPaintFaceTags>): string {
  return tags
    .map(({ attrs, children }) => {
      const attributes = Object.entries(attrs ?? {})
        .map(([name, value]) => ` ${name}="${value}"`)
        .join('');
      return `<script${attributes}>${children}</script>`;
    })
    .join('');
}

/** Runs the head's executable script as the browser would, after the data element is parsed. */
function runHead(html: string): void {
  document.head.innerHTML = html;
  const [code] = [...document.head.querySelectorAll('script:not([type])')].map((script) => script.textContent ?? '');
  new Function(code ?? '')();
}

describe('the first-paint face', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('is data in the head and one inline script that adds it from its bytes, before the body is parsed', () => {
    const added: { family: string; bytes: Uint8Array; descriptors: FontFaceDescriptors }[] = [];
    vi.stubGlobal(
      'FontFace',
      class {
        constructor(family: string, bytes: Uint8Array, descriptors: FontFaceDescriptors) {
          added.push({ family, bytes, descriptors });
        }
      },
    );
    Object.defineProperty(document, 'fonts', { configurable: true, value: { add: vi.fn() } });
    const html = headHtml(firstPaintFaceTags(face));
    // The bytes are data (not run, no hash of their own); the policy admits the one script that reads them.
    expect(inlineScriptSources(html)).toHaveLength(1);
    runHead(html);
    expect(document.getElementById(FIRST_PAINT_DATA_ID)).not.toBeNull();
    expect(added).toEqual([{ family: 'Inter', bytes: face.font, descriptors: face.descriptors }]);
    expect(document.fonts.add).toHaveBeenCalledTimes(1);
  });

  it('leaves the page to its fallback where the browser has no FontFace', () => {
    vi.stubGlobal('FontFace', undefined);
    expect(() => runHead(headHtml(firstPaintFaceTags(face)))).not.toThrow();
  });
});
