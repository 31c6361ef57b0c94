import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import {
  homePathForRole,
  type LoginInput,
  type PublicUser,
  type SignupInput,
} from '../../../contract/auth';
import { apiJson, errorMessage } from '../../lib/api';
import { toast } from '../../components/ui/use-toast';
import { authKeys } from './use-auth';

// accounts spec 2.1: the redirect by role happens 100 ms after success.
export const AUTH_REDIRECT_DELAY_MS = 100;

function useAfterAuth() {
  const client = useQueryClient();
  const [, navigate] = useLocation();
  return (user: PublicUser) => {
    // The user is stored in the same step as the redirect: stored earlier, the signed-out path
    // (e.g. /signup) would render under the new role for 100 ms, as 'Page Not Found'.
    setTimeout(() => {
      client.setQueryData(authKeys.currentUser, user);
      navigate(homePathForRole(user.role));
      void client.invalidateQueries({ queryKey: authKeys.currentUser });
    }, AUTH_REDIRECT_DELAY_MS);
  };
}

export function useLogin() {
  const afterAuth = useAfterAuth();
  return useMutation({
    mutationFn: (input: LoginInput) =>
      apiJson<{ user: PublicUser }>('POST', '/api/auth/login', input),
    onSuccess: ({ user }) => {
      toast({ title: 'Welcome back!', description: `Signed in as ${user.firstName}.` });
      afterAuth(user);
    },
    onError: (error) => {
      toast({
        title: 'Login Failed',
        description: errorMessage(error, 'Please check your credentials and try again.'),
        variant: 'destructive',
      });
    },
  });
}

export function useSignup() {
  const afterAuth = useAfterAuth();
  return useMutation({
    mutationFn: (input: SignupInput) =>
      apiJson<{ user: PublicUser }>('POST', '/api/auth/signup', input),
    onSuccess: ({ user }) => {
      toast({
        title: 'Account created successfully!',
        description:
          user.role === 'vendor'
            ? 'You can now access your vendor dashboard. Your business will be listed once an admin approves it.'
            : 'You can start ordering food now.',
      });
      afterAuth(user);
    },
    onError: (error) => {
      toast({
        title: 'Signup Failed',
        description: errorMessage(error, 'Please check your information and try again.'),
        variant: 'destructive',
      });
    },
  });
}
