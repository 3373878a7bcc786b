/**
 * Vite plugin: fills landing.html with the landing page rendered to static HTML (src/web/features/landing/
 * prerender.tsx, loaded in Node through tsx), so a first visit to /landing shows the page without React or the app
 * bundle (decision 151).
 */
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

type Prerender = typeof import('../src/web/features/landing/prerender');

export function prerenderLanding(root: string): Plugin {
  const module = path.join(root, 'src', 'web', 'features', 'landing', 'prerender.tsx');
  return {
    name: 'prerender-landing',
    transformIndexHtml: {
      order: 'pre',
      async handler(html, context) {
        if (path.basename(context.filename) !== 'landing.html') return html;
        const { prerenderLanding: render } = (await tsImport(module, import.meta.url)) as Prerender;
        const { title, body } = render();
        return html.replace('<!--landing-title-->', escapeHtml(title)).replace('<!--landing-body-->', () => body);
      },
    },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
