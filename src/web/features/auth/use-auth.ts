import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { PublicUser } from '../../../contract/auth';
import { getQueryFn } from '../../lib/api';

export const authKeys = { currentUser: ['/api/auth/user'] as const };

const currentUserQueryFn = getQueryFn<PublicUser | null>({ on401: 'returnNull' });

/** The signed-in user; presence means logged in (customer spec 6). No retry. */
export function useAuth() {
  const query = useQuery<PublicUser | null>({
    queryKey: authKeys.currentUser,
    queryFn: currentUserQueryFn,
    retry: false,
  });
  const user = query.data ?? null;
  return { user, isLoading: query.isLoading, isAuthenticated: user !== null };
}

/**
 * Asks the server who is signed in now and stores the answer (null once the session is gone), so
 * every screen follows. Rejects when the server cannot be reached.
 */
export function refreshCurrentUser(client: QueryClient): Promise<PublicUser | null> {
  return client.fetchQuery<PublicUser | null>({
    queryKey: authKeys.currentUser,
    queryFn: currentUserQueryFn,
    staleTime: 0,
  });
}

/**
 * Asks who is signed in (the read index.html starts beside the script) and keeps the answer for
 * useAuth; resolves once answered, also when the read failed (useAuth then asks again).
 */
export function loadCurrentUser(client: QueryClient): Promise<void> {
  return client.prefetchQuery<PublicUser | null>({
    queryKey: authKeys.currentUser,
    queryFn: currentUserQueryFn,
    retry: false,
  });
}
