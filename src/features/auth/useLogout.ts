import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { signOut } from './api';
import { AUTH_MESSAGES } from './authMessages';
import { endLogout, startLogout } from './logoutState';

/** Signs out, forgets admin data, goes home and says so. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    // The admin guard sees the session end before the home page replaces it: tell it why.
    startLogout();
    navigate(paths.home);
    try {
      await signOut();
    } catch (error) {
      endLogout();
      throw error;
    }
    queryClient.removeQueries({ queryKey: ['admin'] });
    toast.success(AUTH_MESSAGES.loggedOut);
  }, [navigate, queryClient]);
}
