import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createQueryClient, getQueryFn, queryKeyToPath } from './query-client';

const ctx = (queryKey: unknown[]) => ({ queryKey, signal: new AbortController().signal, meta: undefined, client: new QueryClient() }) as never;

afterEach(() => vi.unstubAllGlobals());

describe('the default query function', () => {
  it('builds the path from the query key parts joined by "/" and sends credentials', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ ok: 1 }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(getQueryFn({ on401: 'throw' })(ctx(['/api/external/meals', 'abc']))).resolves.toEqual({ ok: 1 });
    expect(fetchMock).toHaveBeenCalledWith('/api/external/meals/abc', expect.objectContaining({ credentials: 'include' }));
    expect(queryKeyToPath(['/api/a', 1, 'b'])).toBe('/api/a/1/b');
  });

  it('turns a 401 into null when configured to', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('Unauthorized', { status: 401 })));
    await expect(getQueryFn({ on401: 'returnNull' })(ctx(['/api/auth/user']))).resolves.toBeNull();
  });

  it('fails with "{status}: {body}" otherwise, or the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('Unauthorized', { status: 401 })));
    await expect(getQueryFn({ on401: 'throw' })(ctx(['/api/x']))).rejects.toThrow('401: Unauthorized');
    vi.stubGlobal('fetch', vi.fn(async () => new Response('', { status: 503, statusText: 'Service Unavailable' })));
    await expect(getQueryFn({ on401: 'throw' })(ctx(['/api/x']))).rejects.toThrow('503: Service Unavailable');
  });
});

describe('query defaults', () => {
  it('never go stale, never refetch on focus or interval, and never retry', () => {
    const q = createQueryClient().getDefaultOptions().queries;
    expect(q?.staleTime).toBe(Infinity);
    expect(q?.refetchOnWindowFocus).toBe(false);
    expect(q?.refetchInterval).toBe(false);
    expect(q?.retry).toBe(false);
  });
});
