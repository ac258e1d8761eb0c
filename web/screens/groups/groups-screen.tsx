import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { GroupList, GroupSummary } from '../../../common/api/group';
import { ApiError } from '../../api/api-error';
import { describeError } from '../../api/describe-error';
import { classGroupsQuery, createGroup, groupChanged, joinGroup, leaveGroup } from '../../api/groups';
import { useAuthState } from '../../auth/use-auth-state';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { usePageTitle } from '../../hooks/use-page-title';
import { classGroupsPath } from '../../lib/paths';
import { NotFoundScreen } from '../not-found/not-found-screen';
import { EMPTY_DRAFT, GroupForm } from './group-form';
import { GroupPage } from './group-page';

const FRAME = 'mx-auto max-w-4xl px-4 py-12 sm:px-6 lg:px-8';

/**
 * /cohorts/groups/?cohort={path} (spec §2 groups): a class's groups, open and closed, with Join,
 * Request to join and Leave, and a form to create one for those who may; &group={id} opens one
 * group with its members and, for its admins and the class's teachers, their tools.
 */
export function GroupsScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const cohortPath = (params.get('cohort') ?? '').toLowerCase();
  const groupId = params.get('group');
  const { currentUser, userLoaded } = useAuthState();
  usePageTitle(t('groups.title'), '');

  if (userLoaded && !currentUser) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
        <SignInPrompt message={t('groups.signedOut')} />
      </div>
    );
  }
  if (!cohortPath) return <NotFoundScreen />;
  if (!currentUser) {
    return (
      <p role="status" className={FRAME}>
        {t('app.loading')}
      </p>
    );
  }
  return groupId ? (
    <GroupPage cohortPath={cohortPath} groupId={groupId} />
  ) : (
    <GroupListView cohortPath={cohortPath} />
  );
}

function GroupListView({ cohortPath }: { cohortPath: string }) {
  const { t } = useTranslation();
  const list = useQuery(classGroupsQuery(cohortPath));
  if (list.isError) {
    if (list.error instanceof ApiError && list.error.status === 404) return <NotFoundScreen />;
    return (
      <div className={FRAME}>
        <LoadError
          message={describeError(list.error)}
          retryLabel={t('groups.retry')}
          onRetry={() => void list.refetch()}
        />
      </div>
    );
  }
  if (!list.data) {
    return (
      <p role="status" className={`${FRAME} text-slate-700`}>
        {t('groups.loading')}
      </p>
    );
  }
  return <GroupListBody data={list.data} />;
}

function GroupListBody({ data }: { data: GroupList }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const create = useMutation({
    mutationFn: (fields: Parameters<typeof createGroup>[1]) => createGroup(data.cohortPath, fields),
    onSuccess: async (group) => {
      await groupChanged(queryClient, data.cohortPath, group);
      setCreating(false);
    },
  });
  return (
    <>
      <PageHeader title={t('groups.heading', { className: data.className })} lead={t('groups.lead')} />
      <div className={`${FRAME} space-y-8`}>
        {data.canCreate &&
          (creating ? (
            <section
              aria-labelledby="create-group"
              className="rounded-2xl border border-slate-200 bg-white p-6"
            >
              <h2 id="create-group" className="mb-4 text-lg font-semibold text-slate-900">
                {t('groups.create.heading')}
              </h2>
              <GroupForm
                initial={EMPTY_DRAFT}
                groupTypes={data.groupTypes}
                submitLabel={t('groups.create.submit')}
                pending={create.isPending}
                error={create.error}
                onSubmit={(fields) => create.mutate(fields)}
                onCancel={() => {
                  setCreating(false);
                  create.reset();
                }}
              />
            </section>
          ) : (
            <button type="button" className={PRIMARY_BUTTON} onClick={() => setCreating(true)}>
              {t('groups.create.open')}
            </button>
          ))}
        {data.groups.length === 0 ? (
          <EmptyState
            title={t('groups.empty.title')}
            body={data.canCreate ? t('groups.empty.bodyCreate') : t('groups.empty.body')}
          />
        ) : (
          <ul className="space-y-4">
            {data.groups.map((group) => (
              <GroupCard key={group.id} group={group} cohortPath={data.cohortPath} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

function GroupCard({ group, cohortPath }: { group: GroupSummary; cohortPath: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const join = useMutation({
    mutationFn: () => joinGroup(group.id, group.isClosed),
    onSuccess: (detail) => groupChanged(queryClient, cohortPath, detail),
  });
  const leave = useMutation({
    mutationFn: () => leaveGroup(group.id),
    onSuccess: () => groupChanged(queryClient, cohortPath),
  });
  const failure = join.error ?? leave.error;
  const busy = join.isPending || leave.isPending;
  const headingId = `group-${group.id}`;
  return (
    <li aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            <Link to={classGroupsPath(cohortPath, group.id)} className="hover:underline">
              {group.name}
            </Link>
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {group.groupType} · {group.isClosed ? t('groups.closed') : t('groups.open')} ·{' '}
            {t('groups.members', { count: group.memberCount })}
            {group.requestCount > 0 && ` · ${t('groups.requestCount', { count: group.requestCount })}`}
          </p>
          {group.description && <p className="mt-2 text-slate-700">{group.description}</p>}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {group.myStatus === 'active' && (
            <span className="rounded-full bg-green-50 px-3 py-1 text-sm font-medium text-green-800">
              {group.amAdmin ? t('groups.youAdmin') : t('groups.youMember')}
            </span>
          )}
          {group.myStatus === 'requested' && (
            <span className="rounded-full bg-amber-50 px-3 py-1 text-sm font-medium text-amber-900">
              {t('groups.pending')}
            </span>
          )}
          {group.canJoin && (
            <button type="button" className={PRIMARY_BUTTON} disabled={busy} onClick={() => join.mutate()}>
              {t('groups.join')}
            </button>
          )}
          {group.canRequest && (
            <button type="button" className={PRIMARY_BUTTON} disabled={busy} onClick={() => join.mutate()}>
              {t('groups.request')}
            </button>
          )}
          {/* A last admin may not leave while others remain: the server says so, clearly. */}
          {group.myStatus !== null && (
            <button type="button" className={SECONDARY_BUTTON} disabled={busy} onClick={() => leave.mutate()}>
              {group.myStatus === 'requested' ? t('groups.withdraw') : t('groups.leave')}
            </button>
          )}
        </div>
      </div>
      {failure && (
        <div className="mt-3">
          <FormAlert message={describeError(failure)} />
        </div>
      )}
    </li>
  );
}
