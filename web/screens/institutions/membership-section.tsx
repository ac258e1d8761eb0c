import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { membershipQuery } from '../../api/institutions';
import { AutoMembership } from './auto-membership';
import { InviteMembersForm } from './invite-members-form';
import { LearnerLimit } from './learner-limit';
import { MembersList } from './members-list';
import { PendingInvitations } from './pending-invitations';
import { QueryBody } from './section-parts';

/**
 * The Membership section: the learner limit and its use, automatic membership by mail domain
 * (saving itself), inviting people by e-mail and the invitations waiting for an answer, and the
 * institution's members.
 */
export function MembershipSection({ institutionPath }: { institutionPath: string }) {
  const { t } = useTranslation();
  const membership = useQuery(membershipQuery(institutionPath));
  return (
    <div className="space-y-10">
      <QueryBody
        query={membership}
        loading={t('institutions.membership.loading')}
        loadError={t('institutions.membership.loadError')}
      >
        {(data) => (
          <div className="space-y-10">
            <LearnerLimit institutionPath={institutionPath} membership={data} />
            <AutoMembership
              key={institutionPath}
              institutionPath={institutionPath}
              saved={data.autoMembership}
            />
          </div>
        )}
      </QueryBody>
      <InviteMembersForm key={`invite-${institutionPath}`} institutionPath={institutionPath} />
      <PendingInvitations key={`pending-${institutionPath}`} institutionPath={institutionPath} />
      <MembersList key={institutionPath} institutionPath={institutionPath} />
    </div>
  );
}
