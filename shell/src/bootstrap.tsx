import '@codekade/shared/styles/base.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { compositionData } from './features/composition/composition-data';

const container = document.getElementById('root');
if (!container) throw new Error('The shell document has no #root element.');
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A composed page already shows its content: hydrate it in place. The plain shell document renders here.
if (compositionData()) hydrateRoot(container, app);
else createRoot(container).render(app);
