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
  plugins: [
    react(),
    tailwindcss(),
    pwaIcons(),
    blogContent({ dir: path.resolve(import.meta.dirname, 'src/web/content/blog') }),
  ],
  // The manifest tells scripts/prerender-pages.ts which chunks the landing page needs.
  build: { outDir: '../../dist/web', emptyOutDir: true, sourcemap: true, manifest: true },
  // `npm run dev` (scripts/dev.mjs): the server's own paths go to the server; /oidc also covers
  // /oidc-assets (the embedded sign-in provider). The Host header stays the browser's (a string
  // target would rewrite it): the server sends pages opened at another host to PUBLIC_URL.
  server: {
    proxy: Object.fromEntries(
      ['/api', '/oidc', '/healthz', '/readyz'].map((p) => [
        p,
        { target: process.env.CREASE_DEV_API ?? 'http://localhost:3000', changeOrigin: false },
      ]),
    ),
  },
});
