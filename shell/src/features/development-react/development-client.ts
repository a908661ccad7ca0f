/** The shell's module registry: its `react-dom/client` module is swapped for the development one. */
declare const __webpack_modules__: Record<string, unknown>;
declare const require: { resolveWeak(request: string): string | number };

/**
 * The shell's module for `react-dom/client` (bundled in its production build) answers with `client`
 * from now on; its chunk, loaded later with the app, cannot put the production module back.
 */
export function replaceShellClient(client: unknown): void {
  const factory = (module: { exports: unknown }) => {
    module.exports = client;
  };
  Object.defineProperty(__webpack_modules__, require.resolveWeak('react-dom/client'), {
    configurable: true,
    get: () => factory,
    set: () => undefined,
  });
}
