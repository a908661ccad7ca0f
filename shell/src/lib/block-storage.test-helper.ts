import { vi } from 'vitest';

/** Makes reading `window.localStorage` and `window.sessionStorage` throw, as a browser that blocks site data does. */
export function blockSiteStorage(): void {
  for (const area of ['localStorage', 'sessionStorage'] as const) {
    vi.spyOn(window, area, 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
  }
}
