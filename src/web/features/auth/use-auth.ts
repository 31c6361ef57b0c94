import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '../../../contract/auth';
import { getQueryFn } from '../../lib/api';

export const CURRENT_USER_KEY = ['/api/auth/user'] as const;

/** The signed-in user; presence means logged in (customer spec 6). No retry. */
export function useAuth() {
  const query = useQuery<PublicUser | null>({
    queryKey: CURRENT_USER_KEY,
    queryFn: getQueryFn({ on401: 'returnNull' }),
    retry: false,
  });
  const user = query.data ?? null;
  return { user, isLoading: query.isLoading, isAuthenticated: user !== null };
}
