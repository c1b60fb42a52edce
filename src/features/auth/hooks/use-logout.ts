import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { authQueue } from '@/api/auth-queue';
import { clearSession } from '@/api/session';
import { LOGIN_PATH } from '../lib/next-path';
import { useReloginStore } from '../stores/relogin-store';

/**
 * Signs out: forgets the token (memory and sessionStorage), fails every
 * request held for re-login with kind 'unauthorized', drops all cached server
 * data so the next person sees none of it, and opens the login page.
 */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(() => {
    useReloginStore.getState().markSignedOut();
    clearSession();
    authQueue.rejectAll();
    queryClient.clear();
    void navigate(LOGIN_PATH, { replace: true });
  }, [navigate, queryClient]);
}
