import { PREVIEW_PLACEHOLDER_SRC, PREVIEW_SRC } from './features/landing/preview';
import './styles.css';

/**
 * The script of landing.html, the pre-rendered landing page (no React): only what static HTML cannot do by
 * itself. Links lead into the app with a full page load.
 */

// The dashboard preview falls back to the placeholder when it cannot load (spec 000 §8), also when it failed
// before this deferred script ran.
const preview = document.querySelector<HTMLImageElement>(`img[src="${PREVIEW_SRC}"]`);
if (preview) {
  const fallBack = () => {
    if (!preview.src.endsWith(PREVIEW_PLACEHOLDER_SRC)) preview.src = PREVIEW_PLACEHOLDER_SRC;
  };
  preview.addEventListener('error', fallBack);
  if (preview.complete && preview.naturalWidth === 0) fallBack();
}

// The footer's year was rendered at build time.
for (const year of document.querySelectorAll('[data-current-year]')) year.textContent = String(new Date().getFullYear());
