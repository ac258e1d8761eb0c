import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PendingInvitation } from '../../../common/api/institution';
import { pendingInvitationsQuery } from '../../api/institutions';
import { EmptyState } from '../../components/empty-state';
import { PagedBody, usePaging } from './paging';
import { PendingInvitationsTable } from './pending-invitations-table';
import { ListSection } from './section-parts';
import { WithdrawInvitationDialog } from './withdraw-invitation-dialog';

/** Pending invitations shown a page at a time. */
export const INVITATIONS_PAGE_SIZE = 25;

/**
 * The invitations still waiting for an answer, newest first, 25 to a page; each can be withdrawn
 * after a confirmation (its link stops working), which is announced.
 */
export function PendingInvitations({ institutionPath }: { institutionPath: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [withdrawing, setWithdrawing] = useState<PendingInvitation | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const invitations = useQuery({
    ...pendingInvitationsQuery(institutionPath, {
      offset: (page - 1) * INVITATIONS_PAGE_SIZE,
      limit: INVITATIONS_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  const paging = usePaging(invitations, page, setPage, INVITATIONS_PAGE_SIZE);

  return (
    <ListSection
      id="pending-invitations-heading"
      heading={t('institutions.invitations.pending.heading')}
      lead={t('institutions.invitations.pending.lead')}
      announcement={announcement}
    >
      <PagedBody
        query={invitations}
        list="institutions.invitations.pending"
        paging={paging}
        page={page}
        onPage={setPage}
        rows={(data) => data.invitations}
        empty={
          <EmptyState
            title={t('institutions.invitations.pending.emptyTitle')}
            body={t('institutions.invitations.pending.emptyBody')}
          />
        }
      >
        {(shown) => <PendingInvitationsTable invitations={shown} onWithdraw={setWithdrawing} />}
      </PagedBody>
      {withdrawing && (
        <WithdrawInvitationDialog
          institutionPath={institutionPath}
          invitation={withdrawing}
          onWithdrawn={() => {
            setAnnouncement(t('institutions.invitations.pending.withdrawn', { email: withdrawing.email }));
            setWithdrawing(null);
          }}
          onClose={() => setWithdrawing(null)}
        />
      )}
    </ListSection>
  );
}
