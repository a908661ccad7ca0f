import '@codekade/shared/styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

const container = document.getElementById('root');
if (!container) throw new Error('The shell document has no #root element.');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
