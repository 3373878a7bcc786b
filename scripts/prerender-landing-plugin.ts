/**
 * Vite plugin: fills landing.html with index.html's head (its title replaced by the landing page's) and the landing
 * page rendered to static HTML (src/web/features/landing/prerender.tsx, loaded in Node through tsx), so a first
 * visit to /landing shows the page without React or the app bundle (decision 151).
 */
import { readFileSync } from 'node:fs';
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
        const indexHead = /<head>([\s\S]*?)<\/head>/.exec(readFileSync(path.join(root, 'index.html'), 'utf8'))?.[1];
        if (!indexHead?.includes('<title>')) throw new Error('index.html has no <head> with a <title> for landing.html to copy');
        const head = indexHead.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
        return html.replace('<!--index-head-->', () => head).replace('<!--landing-body-->', () => body);
      },
    },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
