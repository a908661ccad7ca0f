// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fragmentHtmlProblem } from './fragment-html';
import { escapesFromArea, fragment } from './generated-html.test-helper';
import { PROPERTY_TIME_LIMIT_MS } from './generated-input.test-helper';

/** Runs the checker; anything it throws fails the test, as it must answer, not crash. */
function problemOf(html: string): string | undefined {
  try {
    return fragmentHtmlProblem(html);
  } catch (error) {
    throw new Error(`fragmentHtmlProblem crashed instead of refusing ${JSON.stringify(html)}: ${String(error)}`);
  }
}

// Bounded so the file runs in about a second on an idle machine; a failure prints its seed and the smallest fragment.
const RUNS = 2000;

describe('fragmentHtmlProblem on generated fragments', () => {
  it(
    'accepts only HTML that stays in <main> and runs nothing',
    () => {
      const seen = { accepted: 0, refused: 0, withSvg: 0 };
      fc.assert(
        fc.property(fragment, (html) => {
          if (problemOf(html) !== undefined) {
            seen.refused += 1;
            return;
          }
          seen.accepted += 1;
          if (html.includes('<svg')) seen.withSvg += 1;
          expect(escapesFromArea(html), html).toEqual([]);
        }),
        { numRuns: RUNS },
      );
      // The generator reaches both answers, so this test can fail either way.
      expect(seen.accepted).toBeGreaterThan(RUNS / 10);
      expect(seen.refused).toBeGreaterThan(RUNS / 10);
      expect(seen.withSvg).toBeGreaterThan(0);
      console.info(
        `fragmentHtmlProblem: ${RUNS} generated fragments, ${seen.accepted} accepted (${seen.withSvg} with SVG), ${seen.refused} refused`,
      );
    },
    PROPERTY_TIME_LIMIT_MS,
  );

  it(
    'answers, never crashes, on any text at all',
    () => {
      const anyText = fc.oneof(
        fc.string({ unit: 'grapheme-composite', maxLength: 200 }),
        fc.tuple(fragment, fc.string({ maxLength: 20 }), fragment).map((parts) => parts.join('')),
      );
      fc.assert(
        fc.property(anyText, (html) => {
          problemOf(html);
        }),
        { numRuns: RUNS / 2 },
      );
    },
    PROPERTY_TIME_LIMIT_MS,
  );
});
