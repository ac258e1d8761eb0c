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
import { Pager } from '../../components/pager';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { MembersTable } from './members-table';
import { RemoveMemberDialog } from './remove-member-dialog';
import { ListSection, QueryBody } from './section-parts';

/** Members shown a page at a time. */
export const MEMBERS_PAGE_SIZE = 25;

/** The search waits until typing pauses this long. */
export const MEMBERS_SEARCH_DELAY_MS = 300;

/**
 * The institution's members, 25 to a page, found by name or e-mail address and by role; each can
 * be removed after a confirmation (their enrolments stay), which is announced.
 */
export function MembersList({ institutionPath }: { institutionPath: string }) {
  const { t, i18n } = useTranslation();
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
  const count = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  // A new search or filter starts again from the first page.
  const [filters, setFilters] = useState({ q, role });
  if (filters.q !== q || filters.role !== role) {
    setFilters({ q, role });
    setPage(1);
  }
  // The page whose rows are shown: while the next one loads, the last one stays (keepPreviousData).
  const [shownPage, setShownPage] = useState(page);
  const settled = members.isSuccess && !members.isPlaceholderData;
  if (settled && shownPage !== page) setShownPage(page);
  // Removing the last member of the last page goes back a page.
  const pages = Math.max(1, Math.ceil((members.data?.total ?? 0) / MEMBERS_PAGE_SIZE));
  if (settled && page > pages) setPage(pages);

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
      <QueryBody
        query={members}
        loading={t('institutions.membership.members.loading')}
        loadError={t('institutions.membership.members.loadError')}
      >
        {({ members: shown, total }) => {
          if (total === 0)
            return filtered ? (
              <p className="text-slate-600">{t('institutions.membership.members.noMatch')}</p>
            ) : (
              <EmptyState
                title={t('institutions.membership.members.emptyTitle')}
                body={t('institutions.membership.members.emptyBody')}
              />
            );
          const first = (shownPage - 1) * MEMBERS_PAGE_SIZE + 1;
          return (
            <>
              <MembersTable members={shown} onRemove={setRemoving} />
              <Pager
                label={t('institutions.membership.members.pagination')}
                page={page}
                pages={pages}
                status={t('institutions.membership.members.showing', {
                  first: count(first),
                  last: count(Math.min(total, first + shown.length - 1)),
                  total: count(total),
                })}
                previous={t('institutions.membership.members.previous')}
                next={t('institutions.membership.members.next')}
                onPage={setPage}
              />
            </>
          );
        }}
      </QueryBody>
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
