// For hook tests only: a real QueryClient with the app's defaults, and a fetch stub at the
// network boundary that answers each call from a list of routes and records what was sent.
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { createQueryClient } from './query-client';

export interface SentRequest {
  method: string;
  url: string;
  init: RequestInit;
  body: unknown;
}

/** Answers a call, or undefined to let the next route try. Throwing stands for "no connection". */
export type Route = (req: SentRequest) => Response | undefined | Promise<Response | undefined>;

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function stubFetch(...routes: Route[]): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const raw = init.body;
    const body = typeof raw === 'string' ? (JSON.parse(raw) as unknown) : raw;
    const req = { method: init.method ?? 'GET', url, init, body };
    sent.push(req);
    for (const route of routes) {
      const res = await route(req);
      if (res) return res;
    }
    return new Response('Not Found', { status: 404, statusText: 'Not Found' });
  });
  return sent;
}

/** A route for one method and path (the query string is ignored unless `path` has one). */
export const on =
  (method: string, path: string, answer: (req: SentRequest) => Response | Promise<Response>): Route =>
  (req) =>
    req.method === method && (path.includes('?') ? req.url === path : req.url.split('?')[0] === path)
      ? answer(req)
      : undefined;

export function withQueryClient(client = createQueryClient()) {
  return {
    client,
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  };
}
