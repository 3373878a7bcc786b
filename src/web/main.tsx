import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './styles.css';

const FALLBACK_PATH = '/landing';

/**
 * Spec 000 §2: if the application fails to mount, the browser goes to /landing. Already there, a plain message
 * replaces the page instead of reloading in a loop.
 */
function failedToMount(error: unknown, container: HTMLElement | null): void {
  console.error('The app failed to mount', error);
  if (window.location.pathname !== FALLBACK_PATH) {
    window.location.replace(FALLBACK_PATH);
    return;
  }
  if (container) {
    container.textContent = 'Something went wrong while loading the page. Please reload to try again.';
    container.setAttribute('role', 'alert');
  }
}

const container = document.getElementById('root');
try {
  if (!container) throw new Error('The #root element is missing');
  // Errors inside routes are shown by the router's error page; only errors that escape it end up here.
  createRoot(container, { onUncaughtError: (error) => failedToMount(error, container) }).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
} catch (error) {
  failedToMount(error, container);
}
