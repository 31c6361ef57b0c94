import '../lib/schema-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { registerServiceWorker } from './service-worker';
import '../styles/app.css';

const root = document.getElementById('root');
if (!root) throw new Error('CurtainCall: #root element missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
registerServiceWorker();
