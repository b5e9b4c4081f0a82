// The query cache of the app. Every query names its own function (the api/ folders); these
// defaults are SPEC §9's "never stale, no refetch on focus or interval, no retries".
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Data changes only through this app's own calls, which invalidate what they change, so
      // nothing goes stale by itself and nothing is re-fetched behind the user's back.
      queries: {
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
