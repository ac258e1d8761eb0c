import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  INSTITUTION_MEMBER_ROLES,
  type InstitutionMember,
  type InstitutionMemberRole,
} from '../../../common/api/institution';
import { membersQuery } from '../../api/institutions';
import { EmptyState } from '../../components/empty-state';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { MembersTable } from './members-table';
import { PagedBody, usePaging } from './paging';
import { RemoveMemberDialog } from './remove-member-dialog';
import { ListSection } from './section-parts';

/** Members shown a page at a time. */
export const MEMBERS_PAGE_SIZE = 25;

/** The search waits until typing pauses this long. */
export const MEMBERS_SEARCH_DELAY_MS = 300;

/**
 * The institution's members, 25 to a page, found by name or e-mail address and by role; each can
 * be removed after a confirmation (their enrolments stay), which is announced.
 */
export function MembersList({ institutionPath }: { institutionPath: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [role, setRole] = useState<InstitutionMemberRole | ''>('');
  const [page, setPage] = useState(1);
  const [removing, setRemoving] = useState<InstitutionMember | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const q = useDebouncedValue(text.trim(), MEMBERS_SEARCH_DELAY_MS);
  const members = useQuery({
    ...membersQuery(institutionPath, {
      offset: (page - 1) * MEMBERS_PAGE_SIZE,
      limit: MEMBERS_PAGE_SIZE,
      q,
      ...(role && { role }),
    }),
    placeholderData: keepPreviousData,
  });
  const filtered = q !== '' || role !== '';
  // A new search or filter starts again from the first page.
  const [filters, setFilters] = useState({ q, role });
  if (filters.q !== q || filters.role !== role) {
    setFilters({ q, role });
    setPage(1);
  }
  const paging = usePaging(members, page, setPage, MEMBERS_PAGE_SIZE);

  return (
    <ListSection
      id="members-heading"
      heading={t('institutions.membership.members.heading')}
      lead={t('institutions.membership.members.lead')}
      announcement={announcement}
    >
      <div className="grid gap-4 sm:grid-cols-[1fr_14rem]">
        <TextField
          label={t('institutions.membership.members.search')}
          hint={t('institutions.membership.members.searchHint')}
          type="search"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <SelectField
          label={t('institutions.membership.members.roleFilter')}
          value={role}
          options={[
            { value: '', label: t('institutions.membership.members.allRoles') },
            ...INSTITUTION_MEMBER_ROLES.map((value) => ({
              value,
              label: t(`institutions.membership.roles.${value}`),
            })),
          ]}
          onChange={(value) => setRole(value as InstitutionMemberRole | '')}
        />
      </div>
      <PagedBody
        query={members}
        list="institutions.membership.members"
        paging={paging}
        page={page}
        onPage={setPage}
        rows={(data) => data.members}
        empty={
          filtered ? (
            <p className="text-slate-600">{t('institutions.membership.members.noMatch')}</p>
          ) : (
            <EmptyState
              title={t('institutions.membership.members.emptyTitle')}
              body={t('institutions.membership.members.emptyBody')}
            />
          )
        }
      >
        {(shown) => <MembersTable members={shown} onRemove={setRemoving} />}
      </PagedBody>
      {removing && (
        <RemoveMemberDialog
          institutionPath={institutionPath}
          member={removing}
          onRemoved={() => {
            setAnnouncement(t('institutions.membership.members.removed', { name: removing.fullName }));
            setRemoving(null);
          }}
          onClose={() => setRemoving(null)}
        />
      )}
    </ListSection>
  );
}
