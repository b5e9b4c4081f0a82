// Build time only (scripts/prerender-pages.ts): the guest landing page rendered to HTML with
// exactly the tree main.tsx hydrates (same providers, StrictMode, the user known to be signed out).
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import { seedSignedOut } from './lib/auth';
import { createQueryClient } from './lib/query-client';

function LandingRouter({ children }: { children: ReactNode }) {
  return <StaticRouter location="/">{children}</StaticRouter>;
}

/** The HTML inside #root for a guest at /; waits for the lazy landing chunk, unlike renderToString. */
export async function renderLandingHtml(): Promise<string> {
  const queryClient = createQueryClient();
  seedSignedOut(queryClient);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App queryClient={queryClient} Router={LandingRouter} />
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
