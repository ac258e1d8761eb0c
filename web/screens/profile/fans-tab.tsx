import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicProfile } from '../../../common/api/profile';
import { fansQuery } from '../../api/profiles';
import { useAuthState } from '../../auth/use-auth-state';
import { SECONDARY_BUTTON } from '../../components/button-styles';
import { EmptyState } from '../../components/empty-state';
import { errorText } from '../../components/error-text';
import { FormAlert } from '../../components/form-alert';
import { profilePath } from '../../lib/paths';
import { Avatar } from './avatar';
import { FollowButton } from './follow-button';

/** The Fans tab: the people following this person, each with a follow or unfollow button. */
export function FansTab({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const { currentUser } = useAuthState();
  const [page, setPage] = useState(1);
  const fans = useQuery(fansQuery(profile.profileName, page, currentUser?.userId ?? null));

  if (fans.isPending) return <p className="text-slate-600">{t('app.loading')}</p>;
  if (fans.isError) return <FormAlert message={errorText(fans.error)} />;
  const { total, pageSize } = fans.data;
  if (total === 0) {
    return (
      <EmptyState
        title={t('profile.fans.empty')}
        body={t('profile.fans.emptyBody', { name: profile.fullName })}
      />
    );
  }
  return (
    <section aria-labelledby="fans-heading">
      <h2 id="fans-heading" className="text-xl font-semibold text-slate-900">
        {t('profile.fans.title')} ({total})
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {fans.data.fans.map((fan) => (
          <li
            key={fan.profileName}
            className="flex items-center justify-between gap-4 rounded-xl border border-slate-200 bg-white p-4"
          >
            <Link
              to={profilePath(fan.profileName)}
              className="flex min-w-0 items-center gap-3 hover:underline"
            >
              <Avatar name={fan.fullName} url={fan.avatarUrl} size="small" />
              <span className="truncate font-medium text-slate-900">{fan.fullName}</span>
            </Link>
            {fan.isMe ? (
              <span className="text-sm text-slate-600">{t('profile.fans.you')}</span>
            ) : (
              <FollowButton
                profileName={fan.profileName}
                fullName={fan.fullName}
                isFollowedByMe={fan.isFollowedByMe}
              />
            )}
          </li>
        ))}
      </ul>
      {total > pageSize && (
        <div className="mt-6 flex gap-3">
          <button
            type="button"
            disabled={page === 1}
            onClick={() => setPage(page - 1)}
            className={SECONDARY_BUTTON}
          >
            {t('profile.fans.previous')}
          </button>
          <button
            type="button"
            disabled={page * pageSize >= total}
            onClick={() => setPage(page + 1)}
            className={SECONDARY_BUTTON}
          >
            {t('profile.fans.next')}
          </button>
        </div>
      )}
    </section>
  );
}
