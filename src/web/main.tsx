import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './styles.css';

const FALLBACK_PATH = '/landing';

try {
  const container = document.getElementById('root');
  if (!container) throw new Error('The #root element is missing');
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
} catch (error) {
  // Spec 000 §2: if the app cannot mount, send the browser to the landing page (unless already there).
  console.error('The app failed to mount', error);
  if (window.location.pathname !== FALLBACK_PATH) window.location.replace(FALLBACK_PATH);
}
