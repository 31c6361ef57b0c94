import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileStats, ProfileUpdateInput, PublicUser } from '../../../contract/auth';
import { apiJson, HttpError } from '../../lib/api';
import { CURRENT_USER_KEY } from '../auth/use-auth';

export const PROFILE_KEY = ['/api/user/profile'] as const;
// customer spec 9: profile data is cached 10 minutes
const PROFILE_STALE_MS = 10 * 60_000;

export type Profile = PublicUser & { stats: ProfileStats };

export function useProfile() {
  return useQuery<Profile>({ queryKey: PROFILE_KEY, staleTime: PROFILE_STALE_MS });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (changes: ProfileUpdateInput) => {
      try {
        return await apiJson<PublicUser>('PATCH', '/api/user/profile', changes);
      } catch (error) {
        // accounts spec 8: the call fails with 'Failed to update profile' unless the server says why
        const message =
          error instanceof HttpError && error.serverMessage
            ? error.serverMessage
            : 'Failed to update profile';
        throw new Error(message, { cause: error });
      }
    },
    onSuccess: (user) => {
      client.setQueryData(CURRENT_USER_KEY, user);
      void client.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      void client.invalidateQueries({ queryKey: PROFILE_KEY });
    },
  });
}
