// GET/PUT /api/athlete/profile (issue 16). Shared: the profile screen edits it, and the meals
// screen reads the user's units (ml or fl oz) from it. Saving changes every day's targets.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ZAthleteProfileResponse, type AthleteProfile, type AthleteProfileInput } from '../../contracts/athlete';
import { apiClient } from '../lib/api-client';
import { invalidateAthlete, queryKeys } from '../lib/query-keys';

const PATH = '/api/athlete/profile';

export const athleteProfileQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.athlete.profile,
    queryFn: ({ signal }) => apiClient.get(PATH, ZAthleteProfileResponse, { signal }),
  });

export function useAthleteProfile(enabled: boolean) {
  return useQuery({ ...athleteProfileQueryOptions(), enabled });
}

/** The user's unit convention; metric until a profile says otherwise. */
export function useUnitSystem(enabled: boolean): AthleteProfile['units'] {
  return useAthleteProfile(enabled).data?.profile?.units ?? 'metric';
}

export function useSaveAthleteProfile() {
  const client = useQueryClient();
  return useMutation({
    // The answer is not read: the profile query is fetched again with the weights beside it.
    mutationFn: (input: AthleteProfileInput) => apiClient.send('PUT', PATH, { json: input }),
    onSuccess: () => invalidateAthlete(client),
  });
}
