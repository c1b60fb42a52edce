import { useMutation } from '@tanstack/react-query';
import type { LoginRequest } from '@/api/types';
import { requestToken } from '../api/token';

/** The login call as a mutation; the form shows its errors itself. */
export function useSignIn() {
  return useMutation({
    mutationFn: (credentials: LoginRequest) => requestToken(credentials),
    meta: { handlesError: true },
  });
}
