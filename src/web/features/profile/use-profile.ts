import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileStats, ProfileUpdateInput, PublicUser } from '../../../contract/auth';
import { apiJson, errorMessage, UserFacingError, unlessQueued } from '../../lib/api';
import { authKeys } from '../auth/use-auth';

export const profileKeys = { profile: ['/api/user/profile'] as const };
// customer spec 9: profile data is cached 10 minutes
const PROFILE_STALE_MS = 10 * 60_000;

export type Profile = PublicUser & { stats: ProfileStats };

export function useProfile() {
  return useQuery<Profile>({ queryKey: profileKeys.profile, staleTime: PROFILE_STALE_MS });
}

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (changes: ProfileUpdateInput) => {
      try {
        return await apiJson<PublicUser>('PATCH', '/api/user/profile', changes).then(unlessQueued);
      } catch (error) {
        // accounts spec 8: the call fails with 'Failed to update profile' unless the server says why
        throw new UserFacingError(errorMessage(error, 'Failed to update profile'), {
          cause: error,
        });
      }
    },
    onSuccess: (user) => {
      client.setQueryData(authKeys.currentUser, user);
      void client.invalidateQueries({ queryKey: authKeys.currentUser });
      void client.invalidateQueries({ queryKey: profileKeys.profile });
    },
  });
}
