import '../lib/schema-config';
import '../lib/install-prompt-capture';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadCurrentUser } from '../features/auth/use-auth';
import { queryClient } from '../lib/api';
import { prepareClassMerging } from '../lib/cn';
import { afterFramesPainted } from '../lib/first-paint';
import { App } from './app';
import { preloadScreenFor } from './routes/screens';
import { registerServiceWorker } from './service-worker';
import '../styles/app.css';

/** How long the first render waits for who is signed in before it shows the loading screen. */
const USER_WAIT_MS = 300;

const root = document.getElementById('root');
if (!root) throw new Error('CurtainCall: #root element missing from index.html');

function renderApp(into: HTMLElement) {
  const appRoot = createRoot(into);
  // A transition: React renders the first screen in slices of a few milliseconds and the splash
  // stays until the whole screen is ready, so a tap or a paint never waits for the whole render.
  startTransition(() =>
    appRoot.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  registerServiceWorker();
}

// The app's first render waits for who is signed in (asked for by index.html beside the
// script, so usually answered by now), at most 300 ms: the first screen is then rendered once,
// not a loading screen first and the screen again. It also waits for the frame that paints
// index.html's splash, so the page shows before the script's longest piece of work, and that work
// is not one long task with the loading of the code. A hidden tab paints no frames: there it
// renders 200 ms later.
setTimeout(prepareClassMerging, 0);
preloadScreenFor(window.location.pathname);
void Promise.race([
  loadCurrentUser(queryClient),
  new Promise((resolve) => setTimeout(resolve, USER_WAIT_MS)),
])
  .then(() => afterFramesPainted(1))
  .then(() => renderApp(root));
