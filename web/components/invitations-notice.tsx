import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { myInvitationsQuery } from '../api/invitations';

// The list and its answers load for the few who have invitations waiting.
const InvitationsList = lazy(() =>
  import('./invitations-list').then((module) => ({ default: module.InvitationsList })),
);

/**
 * Under the top bar for a signed-in person with a verified address: the class and staff
 * invitations waiting for their answer, each to accept (and go there) or decline. Nobody is
 * enrolled or made staff without this (or the mailed link).
 */
export function InvitationsNotice() {
  const invitations = useQuery(myInvitationsQuery());
  const pending = invitations.data?.invitations ?? [];
  // Once shown the list stays: it tells what became of the last answer.
  const [shown, setShown] = useState(false);
  if (pending.length > 0 && !shown) setShown(true);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <InvitationsList pending={pending} />
    </Suspense>
  );
}
