import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAuthState } from '../../auth/use-auth-state';
import { safeNextPath } from './next-path';

interface AuthPageFlow {
  /** Where to go now that the user is signed in; null while signed out. */
  nextPath: string | null;
  /** Opens the other full-page form, keeping `?next=`. */
  switchTo: (pathname: string) => void;
}

/** What the full-page login and sign-up screens share: leaving once signed in, and switching forms. */
export function useAuthPage(): AuthPageFlow {
  const { currentUser } = useAuthState();
  const [searchParams] = useSearchParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  return {
    nextPath: currentUser ? safeNextPath(searchParams.get('next')) : null,
    switchTo: (pathname) => navigate({ pathname, search }),
  };
}
