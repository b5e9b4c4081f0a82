// `npm run build`, after `vite build`: renders the guest landing page and the blog's pages to HTML
// and writes each into a copy of the built index.html: dist/web/landing.html, which the server
// sends for / and /log, and dist/web/prerendered/blog.html and blog/<slug>.html for /blog and
// /blog/<slug>, all to requests without a session cookie (src/server/http/web-app.ts). The page
// is then visible before any script runs; main.tsx hydrates it. Decisions 080 and 106 say why.
// It also writes dist/web/meals-shell.html, the signed-in shell the server sends to a live
// session at /meals: the frame and the meals composer, which the app replaces (decision 119).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer } from 'vite';

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.join(root, 'dist/web');
const APP_MODULE = 'app/start.tsx';
// What the landing page's start imports (src/web/main.tsx startPrerendered), prefetched when idle.
const LANDING_MODULES = [APP_MODULE, 'features/landing/landing-page.tsx', 'components/ui/toaster.tsx'];
// The same for the blog's pages (and a post page's own body chunk besides).
const BLOG_MODULES = [
  APP_MODULE,
  'features/blog/blog-list-page.tsx',
  'features/blog/blog-post-page.tsx',
  'components/ui/toaster.tsx',
];

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
  chunksBeyondEntry(manifest, [APP_MODULE])
    .map((href) => `    <link rel="modulepreload" crossorigin href="${href}">\n`)
    .join('');

/** The chunk files the landing page fetches when the app starts, for #root[data-app-chunks]. */
const landingChunks = (manifest: Manifest) => chunksBeyondEntry(manifest, LANDING_MODULES).join(' ');

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  const matches = html.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))?.length ?? 0;
  if (matches !== 1) throw new Error(`dist/web/index.html: expected one ${what}, found ${matches}`);
  return html.replace(pattern, () => replacement);
}

/** Renders / and the blog's pages (each path with the HTML inside #root), and the signed-in shell. */
async function renderPages(): Promise<{ pages: Array<[string, string]>; signedInShell: string }> {
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
    const mod = (await vite.ssrLoadModule('/landing-prerender.tsx')) as {
      renderPageHtml: (location: string) => Promise<string>;
      renderSignedInShellHtml: () => Promise<string>;
      posts: ReadonlyArray<{ slug: string }>;
    };
    const pages: Array<[string, string]> = [];
    for (const p of ['/', '/blog', ...mod.posts.map((post) => `/blog/${post.slug}`)])
      pages.push([p, await mod.renderPageHtml(p)]);
    return { pages, signedInShell: await mod.renderSignedInShellHtml() };
  } finally {
    await vite.close();
  }
}

/** The post's own chunk (virtual:blog-post/<slug>), so it can be prefetched with the app. */
function postChunkKey(manifest: Manifest, slug: string): string[] {
  return Object.keys(manifest).filter((k) => k.endsWith(`virtual:blog-post/${slug}`));
}

/**
 * The shell with `body` in #root for a guest: no splash (the page is complete), and
 * public/before-app.js, which holds presses until the app has taken the page over.
 */
function prerenderedPage(shell: string, body: string, attrs: Record<string, string>): string {
  const rootAttrs = Object.entries(attrs)
    .map(([k, v]) => ` ${k}="${v.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`)
    .join('');
  let html = replaceOnce(shell, /<div id="root"><\/div>/, `<div id="root"${rootAttrs}>${body}</div>`, '#root');
  // The splash covers the page until the app knows the user; this page is only sent to guests.
  html = replaceOnce(html, /\s*<!-- splash:[\s\S]*?<!-- \/splash -->/, '', 'splash');
  return replaceOnce(html, /\n\s*<\/head>/, '\n    <script async src="/before-app.js"></script>\n  </head>', '</head>');
}

const manifestDir = path.join(webDist, '.vite');
const manifest = JSON.parse(readFileSync(path.join(manifestDir, 'manifest.json'), 'utf8')) as Manifest;
const shell = readFileSync(path.join(webDist, 'index.html'), 'utf8');
const rendered = await renderPages();
const [[, landingBody], ...blogPages] = rendered.pages as [[string, string], ...Array<[string, string]>];

const landing = prerenderedPage(shell, landingBody, {
  'data-prerendered': 'landing',
  'data-app-chunks': landingChunks(manifest),
});
writeFileSync(path.join(webDist, 'landing.html'), landing);
// Blog pages go to prerendered/ (src/server/http/web-app.ts serves them to guests at their paths).
mkdirSync(path.join(webDist, 'prerendered', 'blog'), { recursive: true });
for (const [p, body] of blogPages) {
  const slug = p.slice('/blog/'.length);
  const chunks = chunksBeyondEntry(manifest, [...BLOG_MODULES, ...(slug ? postChunkKey(manifest, slug) : [])]).join(
    ' ',
  );
  const html = prerenderedPage(shell, body, {
    'data-prerendered': 'blog',
    'data-prerendered-path': p,
    'data-app-chunks': chunks,
  });
  writeFileSync(path.join(webDist, 'prerendered', slug ? `blog/${slug}.html` : 'blog.html'), html);
}
// The signed-in shell: #app-shell shows until the app, rendering into the hidden #root, takes the
// page over (src/web/lib/signed-in-shell.ts). No splash: the server sends it only to a live
// session, so the user is known. No modulepreload links either: main.tsx asks for the app's
// chunks once the shell has painted, so they do not share the first round trips with the CSS.
let signedInShell = replaceOnce(
  shell,
  /<div id="root"><\/div>/,
  `<div id="app-shell">${rendered.signedInShell}</div>\n    <div id="root" hidden></div>`,
  '#root',
);
signedInShell = replaceOnce(signedInShell, /\s*<!-- splash:[\s\S]*?<!-- \/splash -->/, '', 'splash');
writeFileSync(path.join(webDist, 'meals-shell.html'), signedInShell);
writeFileSync(
  path.join(webDist, 'index.html'),
  replaceOnce(shell, /\n\s*<\/head>/, `\n${appPreloads(manifest)}  </head>`, '</head>'),
);
// The manifest was only for this step; it has no business being served.
rmSync(manifestDir, { recursive: true, force: true });
console.log(
  `prerendered dist/web/landing.html (${(landing.length / 1024).toFixed(0)} KB), meals-shell.html (${(signedInShell.length / 1024).toFixed(0)} KB) and ${blogPages.length} blog pages in dist/web/prerendered/`,
);
// The SSR dev server leaves worker threads behind on some machines (seen on a fresh Debian box:
// four event loops alive after vite.close()), which would hold `npm run build` open for ever; the
// pages are written, so the script ends here.
process.exit(0);
