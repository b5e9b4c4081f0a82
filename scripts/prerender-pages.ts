// `npm run build`, after `vite build`: renders the guest landing page to HTML and writes it into
// a copy of the built index.html as dist/web/landing.html, which the server sends for / and /log
// to requests without a session cookie (src/server/http/web-app.ts). The page is then visible
// before any script runs; main.tsx hydrates it. Decision 080 says why.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.join(root, 'dist/web');
const APP_MODULE = 'app/start.tsx';
// What the landing page's start imports (src/web/main.tsx startLanding), prefetched when idle.
const LANDING_MODULES = [APP_MODULE, 'features/landing/landing-page.tsx', 'components/ui/toaster.tsx'];

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** The chunk files a manifest key needs, itself included, following static imports. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(manifest, dep, seen);
  return seen;
}

/** The chunk files `keys` need (following static imports) that the entry does not already bring. */
function chunksBeyondEntry(manifest: Manifest, keys: string[]): string[] {
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entry) throw new Error('the Vite manifest has no entry');
  const inEntry = closure(manifest, entry);
  const files = new Set<string>();
  for (const key of keys) {
    if (!manifest[key]) throw new Error(`the Vite manifest lacks ${key}`);
    for (const k of closure(manifest, key)) if (!inEntry.has(k)) files.add(`/${manifest[k]!.file}`);
  }
  return [...files];
}

/**
 * Modulepreload links for the app chunk, for the app shell only: it has nothing to show but the
 * splash, so the app should download at once. The landing page instead prefetches it when idle
 * and starts it when the visitor starts using the page (src/web/main.tsx).
 */
const appPreloads = (manifest: Manifest) =>
  chunksBeyondEntry(manifest, [APP_MODULE]).map((href) => `    <link rel="modulepreload" crossorigin href="${href}">\n`).join('');

/** The chunk files the landing page fetches when the app starts, for #root[data-app-chunks]. */
const landingChunks = (manifest: Manifest) => chunksBeyondEntry(manifest, LANDING_MODULES).join(' ');

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  const matches = html.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))?.length ?? 0;
  if (matches !== 1) throw new Error(`dist/web/index.html: expected one ${what}, found ${matches}`);
  return html.replace(pattern, () => replacement);
}

async function renderLanding(): Promise<string> {
  // Production React, as in the browser; the vite config's plugins resolve the blog index.
  process.env.NODE_ENV = 'production';
  const vite = await createServer({
    configFile: path.join(root, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
  try {
    const mod = (await vite.ssrLoadModule('/landing-prerender.tsx')) as { renderLandingHtml: () => Promise<string> };
    return await mod.renderLandingHtml();
  } finally {
    await vite.close();
  }
}

const manifestDir = path.join(webDist, '.vite');
const manifest = JSON.parse(readFileSync(path.join(manifestDir, 'manifest.json'), 'utf8')) as Manifest;
const shell = readFileSync(path.join(webDist, 'index.html'), 'utf8');
const body = await renderLanding();

let landing = replaceOnce(shell, /<div id="root"><\/div>/, `<div id="root" data-prerendered="landing" data-app-chunks="${landingChunks(manifest)}">${body}</div>`, '#root');
// The splash covers the page until the app knows the user; this page is only sent to guests.
landing = replaceOnce(landing, /\s*<!-- splash:[\s\S]*?<!-- \/splash -->/, '', 'splash');
landing = replaceOnce(landing, /\n\s*<\/head>/, '\n    <script async src="/before-app.js"></script>\n  </head>', '</head>');
writeFileSync(path.join(webDist, 'landing.html'), landing);
writeFileSync(path.join(webDist, 'index.html'), replaceOnce(shell, /\n\s*<\/head>/, `\n${appPreloads(manifest)}  </head>`, '</head>'));
// The manifest was only for this step; it has no business being served.
rmSync(manifestDir, { recursive: true, force: true });
console.log(`prerendered dist/web/landing.html (${(landing.length / 1024).toFixed(0)} KB)`);
