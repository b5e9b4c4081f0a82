// DELETE /api/account with the typed confirmation. (GET /api/account/export is a download, so
// the page links to it: EXPORT_ACCOUNT_PATH.)
import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountRequest } from '../../../../contracts/account';
import { apiClient } from '../../../lib/api-client';

export const EXPORT_ACCOUNT_PATH = '/api/account/export';

/** On success the session is gone: a full-page load of the landing page starts the app signed out. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (confirmation: DeleteAccountRequest['confirmation']) =>
      apiClient.send('DELETE', '/api/account', { json: { confirmation } satisfies DeleteAccountRequest }),
    onSuccess: () => window.location.assign('/'),
  });
}
