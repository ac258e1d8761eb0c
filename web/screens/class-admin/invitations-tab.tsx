import { InvitationList } from './invitation-list';
import { InviteForm } from './invite-form';

/** Class admin's invitations tab: invite by pasting addresses, then follow every invitation's status. */
export function InvitationsTab({ cohortPath }: { cohortPath: string }) {
  return (
    <div className="space-y-10">
      <InviteForm cohortPath={cohortPath} />
      <InvitationList cohortPath={cohortPath} />
    </div>
  );
}
