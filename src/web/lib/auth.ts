// The current user (SPEC §4 "Auth"): a user, or null when the server answers 401. Any other
// failure of the check (endpoint missing, network down) is logged only (SPEC §8) and also
// counts as signed out, so the app always settles into one of the two route sets.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { User } from '../../contracts/user';
import { getQueryFn } from './query-client';

export const AUTH_USER_KEY = ['/api/auth/user'] as const;
const FIVE_MINUTES = 300_000;
const fetchUser = getQueryFn<User>({ on401: 'returnNull' });

export function useAuth(): { user: User | null; isLoading: boolean; isAuthenticated: boolean } {
  const query = useQuery<User | null>({
    queryKey: AUTH_USER_KEY,
    queryFn: async (ctx) => {
      try {
        return await fetchUser(ctx);
      } catch (error) {
        console.warn('Could not check the signed-in user:', error instanceof Error ? error.message : error);
        return null;
      }
    },
    staleTime: FIVE_MINUTES,
    gcTime: FIVE_MINUTES,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchInterval: false,
  });
  const user = query.data ?? null;
  return { user, isLoading: query.isPending, isAuthenticated: user !== null };
}

/** Records "signed out" without asking the server, for a page the server sent only to guests. */
export function seedSignedOut(queryClient: QueryClient): void {
  queryClient.setQueryData<User | null>(AUTH_USER_KEY, null);
}
