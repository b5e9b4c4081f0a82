// The account's own calls: GET /api/account/export (a download, so a plain link) and
// DELETE /api/account with the typed confirmation.
import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountRequest } from '../../../../contracts/account';
import { apiRequest } from '../../../lib/query-client';

export const EXPORT_ACCOUNT_PATH = '/api/account/export';

export async function deleteAccount(confirmation: DeleteAccountRequest['confirmation']): Promise<void> {
  const body: DeleteAccountRequest = { confirmation };
  await apiRequest('DELETE', '/api/account', body);
}

/** On success the session is gone: a full-page load of the landing page starts the app signed out. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => window.location.assign('/'),
  });
}
