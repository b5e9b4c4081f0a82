// The current user (SPEC §4 "Auth"): a user, or null when the server answers 401. Any other
// failure (the endpoint missing, the network down) also counts as signed out, logged only.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { User } from '../../contracts/user';
import { getQueryFn } from './query-client';

export const AUTH_USER_KEY = ['/api/auth/user'] as const;
const FIVE_MINUTES = 300_000;

export function useAuth(): { user: User | null; isLoading: boolean; isAuthenticated: boolean } {
  const query = useQuery<User | null>({
    queryKey: AUTH_USER_KEY,
    queryFn: getQueryFn<User>({ on401: 'returnNull' }),
    staleTime: FIVE_MINUTES,
    gcTime: FIVE_MINUTES,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchInterval: false,
  });
  useEffect(() => {
    if (query.error) console.warn('Could not check the signed-in user:', query.error.message);
  }, [query.error]);
  const user = query.data ?? null;
  return { user, isLoading: query.isLoading, isAuthenticated: user !== null };
}
