import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ClearScrollQuestion, type Span, scrollClearOfBand } from './scroll-clear-of-band';

const meets = (span: Span, band: Span, scroll: number) =>
  span.top - scroll < band.bottom && span.bottom - scroll > band.top;

/** A phone's contact form: four fields and the send button, 131 px apart, a 69 px toast band low on a 568 px screen. */
const phoneForm: ClearScrollQuestion = {
  controls: [0, 131, 262, 364, 592].map((top, index) => ({
    top: 300 + top,
    bottom: 300 + top + (index === 3 ? 178 : 50),
  })),
  focus: { top: 300, bottom: 350 },
  band: { top: 431, bottom: 500 },
  view: { top: 88, bottom: 431 },
  current: 0,
  maxScroll: 1200,
};

describe('scrollClearOfBand', () => {
  it('leaves the page where it is when nothing is under the band', () => {
    const question = { ...phoneForm, controls: [{ top: 300, bottom: 350 }] };
    expect(scrollClearOfBand(question)).toBe(0);
  });

  it('moves the page the least so that the band falls between two fields', () => {
    const scroll = scrollClearOfBand({ ...phoneForm, current: 100 });
    expect(scroll).not.toBeNull();
    for (const control of phoneForm.controls) expect(meets(control, phoneForm.band, scroll ?? 0)).toBe(false);
    expect(Math.abs((scroll ?? 0) - 100)).toBeLessThan(131);
  });

  it('says when no position keeps every control clear', () => {
    const dense = {
      ...phoneForm,
      controls: [
        { top: 300, bottom: 350 },
        { top: 360, bottom: 900 },
      ],
    };
    expect(scrollClearOfBand(dense)).toBeNull();
  });

  it('any answer keeps the focus in view and every control clear; null only when no position does', () => {
    const span = fc
      .tuple(fc.integer({ min: 0, max: 2000 }), fc.integer({ min: 1, max: 300 }))
      .map(([top, height]) => ({ top, bottom: top + height }));
    fc.assert(
      fc.property(
        fc.array(span, { maxLength: 8 }),
        span,
        fc.integer({ min: 200, max: 700 }),
        fc.integer({ min: 20, max: 120 }),
        fc.integer({ min: 0, max: 1500 }),
        fc.integer({ min: 0, max: 2000 }),
        fc.boolean(),
        (others, focus, bandTop, bandHeight, current, maxScroll, toastOnTop) => {
          const band = { top: bandTop, bottom: bandTop + bandHeight };
          // A toast at the bottom leaves the lines between the header and itself; one at the top, those below it.
          const view = toastOnTop ? { top: band.bottom, bottom: 900 } : { top: 88, bottom: band.top };
          const question = { controls: [...others, focus], focus, band, view, current, maxScroll };
          const clear = (scroll: number) =>
            focus.top - scroll >= view.top &&
            focus.bottom - scroll <= view.bottom &&
            question.controls.every((control) => !meets(control, question.band, scroll));
          const scroll = scrollClearOfBand(question);
          if (scroll === null) {
            for (let at = 0; at <= maxScroll; at += 1) expect(clear(at)).toBe(false);
          } else {
            expect(scroll).toBeGreaterThanOrEqual(0);
            expect(scroll).toBeLessThanOrEqual(maxScroll);
            expect(clear(scroll)).toBe(true);
          }
        },
      ),
    );
  });
});
