import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { apiRequest } from '../../lib/api';
import { clearUserStorage } from '../../lib/storage';
import { toast } from '../../components/ui/use-toast';
import { authKeys } from './use-auth';

// customer spec 2 and 8: logout toasts, clears the query cache and storage, then goes to / after 500 ms.
export const LOGOUT_REDIRECT_DELAY_MS = 500;

export function useLogout() {
  const client = useQueryClient();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/auth/logout'),
    onSuccess: () => {
      toast({
        title: 'Logged out successfully',
        description: 'You have been logged out of your account.',
      });
      client.setQueryData(authKeys.currentUser, null);
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== authKeys.currentUser[0] });
      clearUserStorage();
      setTimeout(() => {
        client.clear();
        client.setQueryData(authKeys.currentUser, null);
        navigate('/');
      }, LOGOUT_REDIRECT_DELAY_MS);
    },
    onError: () => {
      toast({
        title: 'Logout failed',
        description: 'There was an error logging out. Please try again.',
        variant: 'destructive',
      });
    },
  });
}
