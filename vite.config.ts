import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './scripts/precompress-plugin';
import { prerenderLanding } from './scripts/prerender-landing-plugin';
import { pureSchemas } from './scripts/pure-schemas-plugin';

/** Where `vite` (dev) forwards /api: the app server started with `npm run dev` or `npm start`. */
const API_TARGET = 'http://localhost:3000';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig(({ command, mode }) => {
  // A production build started from inside a test runner inherits NODE_ENV=test, which would make Vite ship
  // React's development build (3× larger, slower). Vite reads NODE_ENV after loading this file.
  if (command === 'build' && mode === 'production' && process.env.NODE_ENV === 'test') process.env.NODE_ENV = 'production';

  return {
    plugins: [react(), tailwindcss(), pureSchemas(fromRoot('./src/common')), prerenderLanding(fromRoot('.')), precompress(fromRoot('./dist/web'))],
    build: {
      outDir: 'dist/web',
      emptyOutDir: true,
      sourcemap: false,
      // Two documents: the app, and the pre-rendered landing page that /landing serves (decision 151).
      rolldownOptions: { input: { index: fromRoot('./index.html'), landing: fromRoot('./landing.html') } },
    },
    server: {
      proxy: {
        '/api': {
          target: API_TARGET,
          // The API accepts state-changing requests only from its own origin (docs/api.md); during `vite` dev the
          // page's origin is the dev server, so present the API's origin instead.
          configure: (proxy) => proxy.on('proxyReq', (request) => request.getHeader('origin') && request.setHeader('origin', API_TARGET)),
        },
      },
    },
  };
});
