// The current user (SPEC §4 "Auth"): a user, or null when the server answers 401. Any other
// failure of the check (endpoint missing, network down) is logged only (SPEC §8) and also
// counts as signed out, so the app always settles into one of the two route sets.
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { User } from '../../contracts/user';
import { apiClient, isApiError, trusted } from './api-client';
import { queryKeys } from './query-keys';

const FIVE_MINUTES = 300_000;

async function fetchUser(signal: AbortSignal): Promise<User | null> {
  try {
    return await apiClient.get('/api/auth/user', trusted<User>(), { signal });
  } catch (error) {
    if (isApiError(error, 401)) return null;
    console.warn('Could not check the signed-in user:', error instanceof Error ? error.message : error);
    return null;
  }
}

export const userQueryOptions = queryOptions({
  queryKey: queryKeys.user,
  queryFn: ({ signal }) => fetchUser(signal),
  staleTime: FIVE_MINUTES,
  gcTime: FIVE_MINUTES,
  refetchOnMount: false,
  refetchOnWindowFocus: false,
  refetchInterval: false,
});

export function useAuth(): { user: User | null; isLoading: boolean; isAuthenticated: boolean } {
  const query = useQuery(userQueryOptions);
  const user = query.data ?? null;
  return { user, isLoading: query.isPending, isAuthenticated: user !== null };
}

/** Records "signed out" without asking the server, for a page the server sent only to guests. */
export function seedSignedOut(queryClient: QueryClient): void {
  queryClient.setQueryData(queryKeys.user, null);
}
