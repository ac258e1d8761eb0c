import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { GroupDetail, GroupFields, GroupMember } from '../../../common/api/group';
import { ApiError } from '../../api/api-error';
import { describeError } from '../../api/describe-error';
import {
  answerRequest,
  deleteGroup,
  editGroup,
  groupChanged,
  groupQuery,
  joinGroup,
  leaveGroup,
  removeGroupMember,
  setGroupAdmin,
} from '../../api/groups';
import { DANGER_BUTTON, LINK_BUTTON, PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { FormAlert } from '../../components/form-alert';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { classGroupsPath } from '../../lib/paths';
import { NotFoundScreen } from '../not-found/not-found-screen';
import { GroupForm } from './group-form';

const FRAME = 'mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8';

/** One group of a class: its members (admins marked), and for those who administer it, their tools. */
export function GroupPage({ cohortPath, groupId }: { cohortPath: string; groupId: string }) {
  const { t } = useTranslation();
  const group = useQuery(groupQuery(groupId));
  if (group.isError) {
    if (group.error instanceof ApiError && group.error.status === 404) return <NotFoundScreen />;
    return (
      <div className={FRAME}>
        <LoadError
          message={describeError(group.error)}
          retryLabel={t('groups.retry')}
          onRetry={() => void group.refetch()}
        />
      </div>
    );
  }
  if (!group.data) {
    return (
      <p role="status" className={`${FRAME} text-slate-700`}>
        {t('groups.loading')}
      </p>
    );
  }
  return <GroupBody group={group.data} cohortPath={cohortPath} />;
}

function GroupBody({ group, cohortPath }: { group: GroupDetail; cohortPath: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const changed = (detail?: GroupDetail) => groupChanged(queryClient, cohortPath, detail);
  // Every action on the group shares one failure line.
  const act = useMutation({
    mutationFn: (run: () => Promise<GroupDetail | undefined>) => run(),
    onSuccess: (detail) => changed(detail),
  });
  const edit = useMutation({
    mutationFn: (fields: GroupFields) => editGroup(group.id, fields),
    onSuccess: async (detail) => {
      await changed(detail);
      setEditing(false);
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteGroup(group.id),
    onSuccess: async () => {
      await changed();
      await navigate(classGroupsPath(cohortPath));
    },
  });
  const reload = async () => {
    await queryClient.invalidateQueries({ queryKey: ['group'] });
    return undefined;
  };
  const failure = act.error ?? remove.error;
  const busy = act.isPending || remove.isPending;
  const admin = group.canAdminister;

  return (
    <>
      <PageHeader
        title={group.name}
        lead={`${group.groupType} · ${group.isClosed ? t('groups.closed') : t('groups.open')} · ${t('groups.members', { count: group.memberCount })}`}
      />
      <div className={`${FRAME} space-y-8`}>
        <Link to={classGroupsPath(cohortPath)} className={LINK_BUTTON}>
          {t('groups.back', { className: group.className })}
        </Link>
        {group.description && <p className="text-slate-700">{group.description}</p>}
        <div className="flex flex-wrap gap-3">
          {group.canJoin && (
            <button
              type="button"
              className={PRIMARY_BUTTON}
              disabled={busy}
              onClick={() => act.mutate(() => joinGroup(group.id, false))}
            >
              {t('groups.join')}
            </button>
          )}
          {group.canRequest && (
            <button
              type="button"
              className={PRIMARY_BUTTON}
              disabled={busy}
              onClick={() => act.mutate(() => joinGroup(group.id, true))}
            >
              {t('groups.request')}
            </button>
          )}
          {group.myStatus === 'requested' && (
            <span className="rounded-full bg-amber-50 px-3 py-1 text-sm font-medium text-amber-900">
              {t('groups.pending')}
            </span>
          )}
          {group.myStatus !== null && (
            <button
              type="button"
              className={SECONDARY_BUTTON}
              disabled={busy}
              onClick={() => act.mutate(() => leaveGroup(group.id).then(reload))}
            >
              {group.myStatus === 'requested' ? t('groups.withdraw') : t('groups.leave')}
            </button>
          )}
          {admin && !editing && (
            <button type="button" className={SECONDARY_BUTTON} onClick={() => setEditing(true)}>
              {t('groups.edit')}
            </button>
          )}
          {admin && (
            <button
              type="button"
              className={DANGER_BUTTON}
              disabled={busy}
              onClick={() => {
                if (window.confirm(t('groups.deleteConfirm', { name: group.name }))) remove.mutate();
              }}
            >
              {t('groups.delete')}
            </button>
          )}
        </div>
        {failure && <FormAlert message={describeError(failure)} />}

        {editing && (
          <section aria-labelledby="edit-group" className="rounded-2xl border border-slate-200 bg-white p-6">
            <h2 id="edit-group" className="mb-4 text-lg font-semibold text-slate-900">
              {t('groups.editHeading')}
            </h2>
            <GroupForm
              initial={{
                name: group.name,
                description: group.description,
                groupType: group.groupType,
                isClosed: group.isClosed,
              }}
              groupTypes={group.groupTypes}
              submitLabel={t('groups.save')}
              pending={edit.isPending}
              error={edit.error}
              onSubmit={(fields) => edit.mutate(fields)}
              onCancel={() => {
                setEditing(false);
                edit.reset();
              }}
            />
          </section>
        )}

        {admin && (
          <section aria-labelledby="group-requests">
            <h2 id="group-requests" className="mb-3 text-lg font-semibold text-slate-900">
              {t('groups.requests')}
            </h2>
            {group.requests.length === 0 ? (
              <p className="text-slate-600">{t('groups.noRequests')}</p>
            ) : (
              <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
                {group.requests.map((person) => (
                  <li
                    key={person.userId}
                    className="flex flex-wrap items-center justify-between gap-3 px-5 py-3"
                  >
                    <span className="font-medium text-slate-900">{person.fullName}</span>
                    <span className="flex gap-2">
                      <button
                        type="button"
                        className={PRIMARY_BUTTON}
                        disabled={busy}
                        aria-label={t('groups.approveLabel', { name: person.fullName })}
                        onClick={() => act.mutate(() => answerRequest(group.id, person.userId, true))}
                      >
                        {t('groups.approve')}
                      </button>
                      <button
                        type="button"
                        className={SECONDARY_BUTTON}
                        disabled={busy}
                        aria-label={t('groups.declineLabel', { name: person.fullName })}
                        onClick={() => act.mutate(() => answerRequest(group.id, person.userId, false))}
                      >
                        {t('groups.decline')}
                      </button>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}

        <section aria-labelledby="group-members">
          <h2 id="group-members" className="mb-3 text-lg font-semibold text-slate-900">
            {t('groups.memberList')}
          </h2>
          {group.members.length === 0 ? (
            <p className="text-slate-600">{t('groups.noMembers')}</p>
          ) : (
            <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
              {group.members.map((member) => (
                <MemberRow
                  key={member.userId}
                  member={member}
                  admin={admin}
                  busy={busy}
                  onAdmin={(isAdmin) => act.mutate(() => setGroupAdmin(group.id, member.userId, isAdmin))}
                  onRemove={() => act.mutate(() => removeGroupMember(group.id, member.userId))}
                />
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}

function MemberRow({
  member,
  admin,
  busy,
  onAdmin,
  onRemove,
}: {
  member: GroupMember;
  admin: boolean;
  busy: boolean;
  onAdmin: (isAdmin: boolean) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-5 py-3">
      <span className="font-medium text-slate-900">
        {member.fullName}
        {member.isAdmin && (
          <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
            {t('groups.adminBadge')}
          </span>
        )}
      </span>
      {admin && (
        <span className="flex gap-2">
          <button
            type="button"
            className={SECONDARY_BUTTON}
            disabled={busy}
            aria-label={t(member.isAdmin ? 'groups.unmakeAdminLabel' : 'groups.makeAdminLabel', {
              name: member.fullName,
            })}
            onClick={() => onAdmin(!member.isAdmin)}
          >
            {member.isAdmin ? t('groups.unmakeAdmin') : t('groups.makeAdmin')}
          </button>
          <button
            type="button"
            className={DANGER_BUTTON}
            disabled={busy}
            aria-label={t('groups.removeLabel', { name: member.fullName })}
            onClick={onRemove}
          >
            {t('groups.remove')}
          </button>
        </span>
      )}
    </li>
  );
}
