import type { Page } from '@playwright/test';
import { expect } from '../site';

/** WCAG 1.4.11: a focus indicator needs 3:1 against what is next to it. */
const MINIMUM_CONTRAST = 3;

/**
 * Runs in the page: gives every focusable element keyboard focus and measures its indicator against
 * the background around it (the outline sits outside the element). Self-contained for page.evaluate.
 */
function focusRingContrasts(minimum: number) {
  type Rgba = [number, number, number, number];
  const parse = (color: string): Rgba | undefined => {
    const parts = color
      .match(/rgba?\(([^)]+)\)/)?.[1]
      ?.split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    if (!parts || parts.length < 3) return undefined;
    return [parts[0] ?? 0, parts[1] ?? 0, parts[2] ?? 0, parts[3] ?? 1];
  };
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const a = top[3];
    return [0, 1, 2].map((i) => (top[i] ?? 0) * a + (bottom[i] ?? 0) * (1 - a)).concat(1) as Rgba;
  };
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const contrast = (a: Rgba, b: Rgba) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  };
  /** The colour behind an element: its ancestors' backgrounds, composited, on a white canvas. */
  const backgroundAround = (element: Element): Rgba | 'picture' => {
    const layers: Rgba[] = [];
    for (let node = element.parentElement; node; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.backgroundImage !== 'none' && !style.backgroundImage.startsWith('linear-gradient(rgba(0, 0, 0, 0)'))
        return 'picture';
      const color = parse(style.backgroundColor);
      if (color && color[3] > 0) layers.push(color);
      if (color && color[3] === 1) break;
    }
    return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
  };
  /** An outline, else a box-shadow ring (a spread without blur), as text fields have. */
  const indicatorColor = (style: CSSStyleDeclaration): Rgba | undefined => {
    if (style.outlineStyle !== 'none' && style.outlineWidth !== '0px') return parse(style.outlineColor);
    return /\) 0px 0px 0px [1-9]/.test(style.boxShadow) ? parse(style.boxShadow) : undefined;
  };
  const failures: string[] = [];
  const focusable = document.querySelectorAll<HTMLElement>(
    'a[href], button:not([disabled]), input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])',
  );
  for (const element of focusable) {
    if (!element.checkVisibility() || element.closest('[inert]')) continue;
    // Focus given by a click shows no indicator; from the keyboard (focusVisible) it does.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    element.focus({ focusVisible: true } as FocusOptions);
    if (document.activeElement !== element) continue;
    for (const animation of element.getAnimations()) animation.finish();
    const name = `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const background = backgroundAround(element);
    if (background === 'picture') continue;
    const indicator = indicatorColor(getComputedStyle(element)) ?? indicatorColor(getComputedStyle(element, '::after'));
    if (!indicator) {
      failures.push(`${name}: no focus indicator`);
      continue;
    }
    const ratio = contrast(over(indicator, background), background);
    if (ratio < minimum)
      failures.push(`${name}: ${ratio.toFixed(2)}:1 on rgb(${background.slice(0, 3).map(Math.round).join(', ')})`);
  }
  return { checked: focusable.length, failures };
}

/** Every focusable element, given keyboard focus, shows an indicator of 3:1 against its background. */
export async function expectVisibleFocusRings(page: Page) {
  const { checked, failures } = await page.evaluate(focusRingContrasts, MINIMUM_CONTRAST);
  expect(checked).toBeGreaterThan(0);
  expect(failures, `focus indicators under ${MINIMUM_CONTRAST}:1`).toEqual([]);
}
