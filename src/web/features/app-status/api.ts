import { useQuery } from '@tanstack/react-query';
import type { AppStatus } from '../../../contract/app-status';
import { apiJson } from '../../lib/api';

export const appStatusKeys = { status: ['/api/app-status'] as const };
/** An admin's switch arrives live (the 'app_status' socket message); without a socket, within a minute
 * and at once when the person comes back to the tab. */
export const APP_STATUS_STALE_MS = 60_000;

/** GET /api/app-status; an answer that is not the contract's shape counts as an error. */
export function useAppStatus() {
  return useQuery<AppStatus>({
    queryKey: appStatusKeys.status,
    queryFn: async ({ signal }) => {
      // the contract's schema (zod) downloads beside the answer, not with the first screen
      const [{ appStatusSchema }, answer] = await Promise.all([
        import('../../../contract/app-status'),
        apiJson('GET', '/api/app-status', undefined, { signal }),
      ]);
      return appStatusSchema.parse(answer);
    },
    staleTime: APP_STATUS_STALE_MS,
    refetchOnWindowFocus: true,
  });
}
