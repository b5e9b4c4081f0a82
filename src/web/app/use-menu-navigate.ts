// Menu navigation with the guest rules of SPEC §6: Trends and Profile toast 'Sign in required'
// and go to sign-in after 1 s; any other target except /meals and /trends goes straight to sign-in.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../lib/auth';
import { goToSignIn } from '../lib/navigation';
import { toast } from '../lib/toast';

export const GUEST_REDIRECT_DELAY_MS = 1000;

export function useMenuNavigate(): (path: string) => void {
  const navigate = useNavigate();
  const { isAuthenticated } = useAuth();
  return useCallback(
    (path: string) => {
      if (!isAuthenticated) {
        if (path === '/trends' || path === '/profile') {
          toast({ title: 'Sign in required', description: 'Taking you to sign in…', duration: 3000 });
          setTimeout(goToSignIn, GUEST_REDIRECT_DELAY_MS);
          return;
        }
        if (path !== '/meals') {
          goToSignIn();
          return;
        }
      }
      navigate(path);
    },
    [isAuthenticated, navigate],
  );
}
