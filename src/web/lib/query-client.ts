// The data-fetch layer of SPEC §7: every call sends credentials; the default query function
// fetches the path made of the query key's parts joined by '/', so a key like
// ['/api/external/meals', id] needs no query function of its own.
import { QueryClient, type QueryFunction } from '@tanstack/react-query';

/** Throws `{status}: {body text or status text}` for a non-OK response (SPEC §8). */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => '')) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

/** A JSON call that throws on a non-OK response; callers read the body themselves. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data === undefined ? {} : { 'Content-Type': 'application/json' },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

export function queryKeyToPath(queryKey: readonly unknown[]): string {
  return queryKey.map(String).join('/');
}

/** 'returnNull' turns a 401 into null, for queries where "signed out" is an answer, not an error. */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKeyToPath(queryKey), { credentials: 'include', signal });
    if (options.on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Data changes only through this app's own calls, which invalidate what they change, so
      // nothing goes stale by itself and nothing is re-fetched behind the user's back.
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
