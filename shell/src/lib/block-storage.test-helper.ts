import { vi } from 'vitest';

/** Makes reading `window.localStorage` throw, as a browser that blocks site data does. */
export function blockLocalStorage(): void {
  vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  });
}
