import { useNavigate } from 'react-router';
import { SCREEN_ROUTES } from '../../common/routes';
import { logOut } from './auth-actions';

/** A handler that logs out of this browser and goes home. */
export function useLogOut(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    await logOut();
    await navigate(SCREEN_ROUTES.home);
  };
}
