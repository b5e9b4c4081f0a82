import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { blogContent } from './src/web/build/blog-plugin';
import { pwaIcons } from './src/web/build/pwa-icons-plugin';

// The SPA lives in src/web and is built to dist/web, which the Fastify server serves.
// public/ holds sw.js and the manifest; the PNG icons and the blog's HTML are made at build time.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), pwaIcons(), blogContent({ dir: path.resolve(import.meta.dirname, 'src/web/content/blog') })],
  // The manifest tells scripts/prerender-pages.ts which chunks the landing page needs.
  build: { outDir: '../../dist/web', emptyOutDir: true, sourcemap: true, manifest: true },
  server: { proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000', '/readyz': 'http://localhost:3000' } },
});
