// The SPA is static, so a link preview (WhatsApp, Slack, X) would only ever see the generic
// title. For /calorie-guess/:id the server answers with index.html carrying that estimate's
// Open Graph tags; everything from the estimate is HTML-escaped. Unknown or revoked ids get the
// plain shell with status 404 (the page then shows its error state).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SharedEstimate } from '../../../contracts/shared-estimate';
import type { Db } from '../../db/client';
import { shareUrl } from '../../lib/share-url';
import { findSharedEstimate } from './service';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const grams = (v: number) => `${Math.round(v)} g`;

export function previewTags(estimate: SharedEstimate, url: string): { title: string; tags: string } {
  const sum = (key: 'protein_g' | 'carbs_g' | 'fat_g') => estimate.meals.reduce((s, m) => s + m.macros[key], 0);
  const first = estimate.meals[0]?.title ?? 'A meal';
  const more = estimate.meals.length > 1 ? ` and ${estimate.meals.length - 1} more` : '';
  const title = `${first}${more}: ${Math.round(estimate.total_calories_kcal)} kcal | Crease`;
  const description = `Protein ${grams(sum('protein_g'))}, carbs ${grams(sum('carbs_g'))}, fat ${grams(sum('fat_g'))}. A calorie estimate shared from Crease, the meal tracker for cricketers.`;
  const meta = [
    ['og:type', 'website'],
    ['og:site_name', 'Crease'],
    ['og:title', title],
    ['og:description', description],
    ['og:url', url],
    ...(estimate.image_url ? [['og:image', new URL(estimate.image_url, url).toString()]] : []),
  ];
  const tags = [
    ...meta.map(([p, c]) => `<meta property="${escapeHtml(p!)}" content="${escapeHtml(c!)}" />`),
    `<meta name="twitter:card" content="${estimate.image_url ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="robots" content="noindex" />`,
  ].join('\n    ');
  return { title, tags };
}

export function injectPreview(html: string, preview: { title: string; tags: string }): string {
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(preview.title)}</title>`)
    .replace('</head>', `    ${preview.tags}\n  </head>`);
}

export function registerOgPage(
  app: FastifyInstance,
  deps: { db: Db; publicUrl: string; webRoot: string | null },
): void {
  if (deps.webRoot === null) return;
  const indexPath = path.join(deps.webRoot, 'index.html');
  let shell: Promise<string> | null = null;
  app.get<{ Params: { id: string } }>('/calorie-guess/:id', async (request, reply) => {
    // Read once per process: index.html only changes with a new build, which means a restart.
    shell ??= readFile(indexPath, 'utf8');
    const html = await shell.catch(() => null);
    if (html === null) {
      shell = null;
      return reply.callNotFound();
    }
    const estimate = await findSharedEstimate(deps.db, request.params.id);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    if (!estimate) return reply.code(404).send(html);
    return reply.send(injectPreview(html, previewTags(estimate, shareUrl(deps.publicUrl, request.params.id))));
  });
}
