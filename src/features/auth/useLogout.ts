import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { signOut } from './api';
import { AUTH_MESSAGES } from './authMessages';

/** Signs out, forgets admin data, goes home and says so. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    // Leave the admin page first, so its guard never flashes the sign-in page.
    navigate(paths.home);
    await signOut();
    queryClient.removeQueries({ queryKey: ['admin'] });
    toast.success(AUTH_MESSAGES.loggedOut);
  }, [navigate, queryClient]);
}
