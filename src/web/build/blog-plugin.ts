// Turns src/web/content/blog/*.md into modules at build time, so the browser gets ready HTML and
// never a Markdown parser:
//   virtual:blog-index         the posts' metadata (small; the landing page's teasers use it too)
//                              and loadPostHtml(slug), which imports one post's body on demand
//   virtual:blog-post/<slug>   one post's body as an HTML string (its own chunk)
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { marked } from 'marked';
import type { Plugin } from 'vite';

const INDEX_ID = 'virtual:blog-index';
const POST_PREFIX = 'virtual:blog-post/';
const WORDS_PER_MINUTE = 225;

interface ParsedPost {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  date: string;
  readTime: string;
  markdown: string;
}

/** Front matter is a few `key: value` lines between --- fences; that is all the posts need. */
export function parsePost(slug: string, source: string): ParsedPost {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source.replace(/\r\n/g, '\n'));
  if (!match) throw new Error(`blog post ${slug}: missing front matter`);
  const fields = new Map<string, string>();
  for (const line of match[1]!.split('\n')) {
    const i = line.indexOf(':');
    if (i > 0) fields.set(line.slice(0, i).trim(), line.slice(i + 1).trim());
  }
  const need = (key: string) => {
    const value = fields.get(key);
    if (!value) throw new Error(`blog post ${slug}: front matter lacks "${key}"`);
    return value;
  };
  return {
    id: need('id'),
    slug,
    title: need('title'),
    excerpt: need('excerpt'),
    date: need('date'),
    readTime: need('readTime'),
    markdown: match[2]!,
  };
}

export function blogContent(opts: { dir: string }): Plugin {
  const read = (): ParsedPost[] =>
    readdirSync(opts.dir)
      .filter((f) => f.endsWith('.md'))
      .map((f) => parsePost(f.replace(/\.md$/, ''), readFileSync(path.join(opts.dir, f), 'utf8')))
      .sort((a, b) => b.date.localeCompare(a.date));

  return {
    name: 'crease-blog-content',
    resolveId(id) {
      return id === INDEX_ID || id.startsWith(POST_PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith('\0virtual:blog-')) return undefined;
      for (const f of readdirSync(opts.dir)) this.addWatchFile(path.join(opts.dir, f));
      const posts = read();
      if (id === `\0${INDEX_ID}`) {
        const meta = posts.map(({ markdown, ...rest }) => ({
          ...rest,
          words: markdown.split(/\s+/).filter(Boolean).length,
        }));
        for (const m of meta) {
          const stated = Number.parseInt(m.readTime, 10);
          const actual = m.words / WORDS_PER_MINUTE;
          if (Math.abs(actual - stated) > 2)
            this.warn(`blog post ${m.slug}: ${m.words} words read in ~${actual.toFixed(1)} min, stated ${m.readTime}`);
        }
        const loaders = posts
          .map((p) => `${JSON.stringify(p.slug)}: () => import(${JSON.stringify(POST_PREFIX + p.slug)})`)
          .join(',\n');
        return [
          `export const posts = ${JSON.stringify(meta)};`,
          `const loaders = {${loaders}};`,
          `export function loadPostHtml(slug) { const load = Object.hasOwn(loaders, slug) ? loaders[slug] : undefined; return load ? load().then((m) => m.html) : null; }`,
        ].join('\n');
      }
      const slug = id.slice(`\0${POST_PREFIX}`.length);
      const post = posts.find((p) => p.slug === slug);
      if (!post) throw new Error(`no blog post ${slug}`);
      return `export const html = ${JSON.stringify(marked.parse(post.markdown, { async: false }))};`;
    },
  };
}
