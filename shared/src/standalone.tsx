import { type ComponentType, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from 'react-hot-toast';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { areaRoutePattern } from './routes';
import { toasterOptions } from './ui/toaster-options';

interface StandaloneOptions {
  /** Where the area is mounted in the composed site, e.g. `/diensten`. */
  basePath: string;
  AreaRoutes: ComponentType;
}

/**
 * Renders one remote on its own dev server, mounted at the same path as in the composed site, so a
 * team can work on its area without the shell. In the composed site the shell renders the area.
 */
export function renderStandalone({ basePath, AreaRoutes }: StandaloneOptions): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('renderStandalone: the document has no #root element.');
  const areaPath = areaRoutePattern(basePath);
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <main>
          <Routes>
            <Route path={areaPath} element={<AreaRoutes />} />
            <Route path="*" element={<Navigate to={basePath} replace />} />
          </Routes>
        </main>
        <Toaster {...toasterOptions} />
      </BrowserRouter>
    </StrictMode>,
  );
}
