import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The SPA lives in src/web and is built to dist/web, which the Fastify server serves.
export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: { outDir: '../../dist/web', emptyOutDir: true, sourcemap: true },
  server: { proxy: { '/api': 'http://localhost:3000', '/healthz': 'http://localhost:3000', '/readyz': 'http://localhost:3000' } },
});
