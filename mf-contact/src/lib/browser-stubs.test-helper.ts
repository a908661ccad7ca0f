import { vi } from 'vitest';

/**
 * What the contact form's tests need of a browser that jsdom lacks: the reduced-motion preference
 * react-hot-toast asks for, and `scrollIntoView` (jsdom lays nothing out; the tests check what is
 * brought into view through the returned mock).
 */
export function stubBrowserForForm() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
  Element.prototype.scrollIntoView = vi.fn();
}
