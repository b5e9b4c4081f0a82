import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { captureInstallPrompt } from './lib/install-prompt';
import { registerServiceWorker } from './lib/service-worker';
import { hideSplash } from './lib/splash';
import './styles.css';

captureInstallPrompt();
registerServiceWorker();
// The app hides the splash once it knows the user; this is a backstop if that check hangs.
setTimeout(hideSplash, 6000);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
