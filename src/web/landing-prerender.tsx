// Build time only (scripts/prerender-pages.ts): the guest landing page and the blog's pages
// rendered to HTML with exactly the tree main.tsx hydrates (same providers, StrictMode, the user
// known to be signed out, a post's body already in the query cache as start.tsx puts it there);
// and the signed-in shell, static markup that the app replaces rather than hydrates (decision 119).
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { SignedInShell } from './app/signed-in-shell';
import { BLOG_POST_PATH } from './app/prerendered-landing';
import { seedPostHtml } from './features/blog/post-html-query';
import { seedSignedOut } from './lib/auth';
import { createQueryClient } from './lib/query-client';

export { posts } from 'virtual:blog-index';

/** The HTML inside #root for a guest at `location`; waits for lazy chunks, unlike renderToString. */
export async function renderPageHtml(location: string): Promise<string> {
  const queryClient = createQueryClient();
  seedSignedOut(queryClient);
  const slug = BLOG_POST_PATH.exec(location)?.[1];
  if (slug) await seedPostHtml(queryClient, slug);
  const AtLocation = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={location}>{children}</StaticRouter>
  );
  return toHtml(
    <StrictMode>
      <App queryClient={queryClient} Router={AtLocation} />
    </StrictMode>,
  );
}

async function toHtml(element: ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** The HTML inside #root for a guest at /. */
export const renderLandingHtml = () => renderPageHtml('/');

/**
 * The signed-in shell's markup (app/signed-in-shell.tsx) at /meals. Never hydrated: the app
 * renders its own copy beside it and removes this one (lib/signed-in-shell.ts).
 */
export function renderSignedInShellHtml(): Promise<string> {
  return toHtml(
    <QueryClientProvider client={createQueryClient()}>
      <StaticRouter location="/meals">
        <SignedInShell />
      </StaticRouter>
    </QueryClientProvider>,
  );
}
