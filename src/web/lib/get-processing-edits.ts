// GET /api/external/meals/edit-nl/processing (SPEC §7): entry ids with an edit under way, every 2 s.
import { useQuery } from '@tanstack/react-query';

export const PROCESSING_EDITS_KEY = ['/api/external/meals/edit-nl/processing'] as const;

export function useProcessingEdits(enabled: boolean) {
  return useQuery<{ entry_ids: string[] }>({ queryKey: PROCESSING_EDITS_KEY, enabled, refetchInterval: 2000 });
}
