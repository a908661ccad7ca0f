// @vitest-environment node
import fc from 'fast-check';
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { fragmentHtmlProblem } from './fragment-html';
import { emptySlotsIn, fillSlots } from './fragment-slots';
import { parseSlotFragment } from './fragment-source';
import { elementsIn, escapesFromArea, fragment } from './generated-html.test-helper';
import { mostly, PROPERTY_TIME_LIMIT_MS } from './generated-input.test-helper';

type Element = DefaultTreeAdapterMap['element'];

/**
 * The two ways hostile HTML reaches a slot: the page that names it (its slot element anywhere, also
 * where it is not an element: in an attribute, a comment, a text, inside foreign content) and the
 * slot's fragment as the composer fetches it from the publisher. Whatever the composer accepts, parsed
 * as the browser parses the composed page, stays in `<main>`, runs nothing, and puts the slot's
 * content inside the slot element and nowhere else.
 */
const SLOT = '<div data-fragment-slot="recent-work"></div>';
const slotElement = mostly(
  [SLOT],
  [
    `<p title='${SLOT}'>x</p>`,
    `<!-- ${SLOT} -->`,
    `<svg>${SLOT}</svg>`,
    `<a href="/x">${SLOT}</a>`,
    `<p>${SLOT}</p>`,
    '<div data-fragment-slot="recent-work">',
    '<div data-fragment-slot="recent-work"/>',
    '<span data-fragment-slot="recent-work"></span>',
    `${SLOT}${SLOT}`,
  ],
  3,
);
const page = fc.tuple(fragment, slotElement, fragment).map((parts) => parts.join(''));
/** The slot's own content, marked so the test finds where the browser puts it. */
const slotHtml = fragment.map((html) => `<section data-slot-content="">${html}</section>`);

/** The composer's way with one page and one slot fragment: the filled HTML, or null when it serves none. */
function composedArea(pageHtml: string, fetchedSlot: unknown): { html: string; filled: boolean } | null {
  if (fragmentHtmlProblem(pageHtml)) return null;
  let content: string | undefined;
  try {
    content = parseSlotFragment(fetchedSlot, 'mf_projects', 'recent-work', 'x').html;
  } catch {
    content = undefined;
  }
  if (content === undefined) return { html: pageHtml, filled: false };
  const filled = fillSlots(pageHtml, emptySlotsIn(pageHtml), new Map([['recent-work', content]]));
  return fragmentHtmlProblem(filled)
    ? { html: pageHtml, filled: false }
    : { html: filled, filled: filled !== pageHtml };
}

/** Where the slot's marked content landed, parsed as the browser parses the page. */
function contentPlaces(html: string): string[] {
  const document = parse(`<!doctype html><html><body><main id="main">${html}</main><footer></footer></body></html>`);
  const isMarked = (element: Element) => element.attrs.some((attribute) => attribute.name === 'data-slot-content');
  const isSlot = (element: Element) =>
    element.tagName === 'div' &&
    element.attrs.some((attribute) => attribute.name === 'data-fragment-slot' && attribute.value === 'recent-work');
  return elementsIn(document)
    .filter(isMarked)
    .map((element) => {
      const parent = element.parentNode as Element | null;
      return parent && 'tagName' in parent && isSlot(parent) ? 'in the slot' : `in <${parent?.nodeName}>`;
    });
}

const RUNS = 1500;

describe('fragment slots on generated pages and slot fragments', () => {
  it(
    "fills only a slot element, with the fetched slot's content alone, and the page stays in <main>",
    () => {
      const seen = { filled: 0, empty: 0, refused: 0 };
      const fetched = fc.record({
        remote: mostly(['mf_projects'], ['mf_home']),
        buildId: fc.constant('b1'),
        slot: mostly(['recent-work'], ['other']),
        html: slotHtml,
        css: mostly(['.a{color:red}', ''], ['@property --x{syntax:"*"}', 'body{background:url(https://evil.test/x)}']),
      });
      fc.assert(
        fc.property(page, fetched, (pageHtml, slot) => {
          const area = composedArea(pageHtml, slot);
          if (area === null) {
            seen.refused += 1;
            return;
          }
          seen[area.filled ? 'filled' : 'empty'] += 1;
          expect(escapesFromArea(area.html), area.html).toEqual([]);
          expect(contentPlaces(area.html), area.html).toEqual(area.filled ? ['in the slot'] : []);
        }),
        { numRuns: RUNS },
      );
      // The generators reach every answer, so this test can fail either way.
      expect(seen.filled).toBeGreaterThan(RUNS / 20);
      expect(seen.empty).toBeGreaterThan(RUNS / 20);
      expect(seen.refused).toBeGreaterThan(RUNS / 20);
      console.info(
        `fragment slots: ${RUNS} generated pages and slots, ${seen.filled} filled, ${seen.empty} left empty, ${seen.refused} pages refused`,
      );
    },
    PROPERTY_TIME_LIMIT_MS,
  );

  it(
    'answers, never crashes, on any fetched slot at all',
    () => {
      fc.assert(
        fc.property(fc.jsonValue(), fc.string({ maxLength: 200 }), (json, text) => {
          for (const fetched of [
            json,
            { remote: 'mf_projects', buildId: 'b', slot: 'recent-work', html: text, css: text },
          ]) {
            try {
              parseSlotFragment(fetched, 'mf_projects', 'recent-work', 'x');
            } catch (error) {
              expect((error as Error).message).toMatch(/^Fragment x is not usable: /);
            }
          }
          emptySlotsIn(text);
        }),
        { numRuns: RUNS / 2 },
      );
    },
    PROPERTY_TIME_LIMIT_MS,
  );
});
