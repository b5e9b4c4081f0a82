// Sweat-rate tests (issue 16): POST/GET /api/athlete/sweat-tests, DELETE /api/athlete/sweat-tests/:id.
// The latest test makes the fluids targets personal, so a change refreshes the days too.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZSweatTest, type SweatTestInput } from '../../../../contracts/athlete';
import { apiClient, isApiError } from '../../../lib/api-client';
import { invalidateAthleteDays, queryKeys } from '../../../lib/query-keys';

const PATH = '/api/athlete/sweat-tests';
/** The list answers {tests}, newest first. */
const ZSweatTests = z.object({ tests: z.array(ZSweatTest) }).transform((r) => r.tests);

export const sweatTestsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.athlete.sweatTests,
    queryFn: ({ signal }) => apiClient.get(PATH, ZSweatTests, { signal }),
  });

export function useSweatTests(enabled: boolean) {
  return useQuery({ ...sweatTestsQueryOptions(), enabled });
}

export function useAddSweatTest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SweatTestInput) => apiClient.post(PATH, ZSweatTest, { json: input }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.athlete.sweatTests }),
        invalidateAthleteDays(client),
      ]),
  });
}

async function deleteSweatTest(id: string): Promise<void> {
  try {
    await apiClient.send('DELETE', `${PATH}/${encodeURIComponent(id)}`);
  } catch (error) {
    if (!isApiError(error, 404)) throw error;
  }
}

export function useDeleteSweatTest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSweatTest,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: queryKeys.athlete.sweatTests }),
        invalidateAthleteDays(client),
      ]),
  });
}
