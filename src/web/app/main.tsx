import '../lib/schema-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { registerServiceWorker } from './service-worker';
import '../styles/app.css';

/** When no frame came (a hidden tab), the app renders anyway after this long. */
const FIRST_RENDER_LATEST_MS = 200;

const root = document.getElementById('root');
if (!root) throw new Error('CurtainCall: #root element missing from index.html');

function renderApp(into: HTMLElement) {
  createRoot(into).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  registerServiceWorker();
}

// issue 14: the app's first render waits for the frame that paints index.html's splash, so the
// page shows before the script's longest piece of work, and that work is not one long task with
// the loading of the code. A hidden tab paints no frames: there the timer renders it.
let isRendered = false;
const renderOnce = () => {
  if (isRendered) return;
  isRendered = true;
  renderApp(root);
};
requestAnimationFrame(() => setTimeout(renderOnce, 0));
setTimeout(renderOnce, FIRST_RENDER_LATEST_MS);
