/** The remote's own routes module, behind `hot-area-routes.tsx` (a resolve alias of the build preset). */
declare module 'codekade-area-routes' {
  import type { ComponentType } from 'react';

  const Routes: ComponentType;
  export default Routes;
}

/** Rspack's hot module API in a dev build (`import.meta.webpackHot`), as far as hot-area-routes.tsx uses it. */
interface ImportMeta {
  webpackHot?: { accept(dependency: string, onUpdate: () => void): void };
}
