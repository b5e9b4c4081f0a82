// GET/PUT /api/user-preferences: which metrics the daily summary and meal rows show.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_VISIBLE_METRICS,
  ZUserPreferences,
  type MetricId,
  type UserPreferences,
} from '../../../../contracts/preferences';
import { apiClient } from '../../../lib/api-client';
import { mutationKeys, queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';

const PATH = '/api/user-preferences';
const PREFERENCES_KEY = queryKeys.preferences;
const SAVE_KEY = mutationKeys.savePreferences;
/** Whether a save of the current burst failed (see onSettled). */
let burstFailed = false;

export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: PREFERENCES_KEY,
    queryFn: ({ signal }) => apiClient.get(PATH, ZUserPreferences, { signal }),
  });

export function useVisibleMetrics(enabled: boolean): MetricId[] {
  const query = useQuery({ ...preferencesQueryOptions(), enabled });
  return query.data?.mealsVisibleColumns ?? DEFAULT_VISIBLE_METRICS;
}

export function useSaveVisibleMetrics() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: MetricId[]) =>
      apiClient.send('PUT', PATH, { json: { mealsVisibleColumns: ids } satisfies UserPreferences }),
    // Saves run one after another, so quick changes reach the server in the order they were made
    // (on parallel connections the last PUT sent is not always the last one applied).
    mutationKey: SAVE_KEY,
    scope: { id: 'user-preferences' },
    // Checkboxes answer at once; a failed save puts the previous choice back.
    onMutate: async (ids) => {
      // A load still on its way would overwrite the new choice with the old one.
      await client.cancelQueries({ queryKey: PREFERENCES_KEY });
      const previous = client.getQueryData<UserPreferences>(PREFERENCES_KEY);
      client.setQueryData<UserPreferences>(PREFERENCES_KEY, { mealsVisibleColumns: ids });
      return { previous };
    },
    onError: (_error, _ids, ctx) => {
      client.setQueryData(PREFERENCES_KEY, ctx?.previous);
      toast({ title: 'Failed to save preferences', variant: 'destructive' });
    },
    // A failed save puts back the choice before it, though later saves built on it may have
    // succeeded: after the last save of a burst (this one still counts as running), ask the server.
    onSettled: (_data, error) => {
      if (error) burstFailed = true;
      if (client.isMutating({ mutationKey: SAVE_KEY }) > 1 || !burstFailed) return;
      burstFailed = false;
      void client.invalidateQueries({ queryKey: PREFERENCES_KEY });
    },
  });
}
