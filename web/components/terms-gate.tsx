import { lazy, Suspense } from 'react';
import { pendingTermsTypes } from '../../common/domain/pending-terms';
import { useAuthState } from '../auth/use-auth-state';
import { useTermsUpdateDates } from '../hooks/use-terms-dates';

// The dialog loads only for the few who have terms to accept, keeping it out of the first load.
const TermsDialog = lazy(() => import('./terms-dialog').then((module) => ({ default: module.TermsDialog })));

/**
 * Blocks a signed-in user who has not accepted the newest terms in force with a dialog they must
 * accept (or log out). A failed dates load blocks nobody: the staff screen shows that error.
 */
export function TermsGate() {
  const { currentUser } = useAuthState();
  const { data: inForce } = useTermsUpdateDates(currentUser !== null);
  if (!currentUser || !inForce) return null;
  const pending = pendingTermsTypes(inForce, currentUser.tosAcceptanceDates);
  if (pending.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <TermsDialog pending={pending} />
    </Suspense>
  );
}
