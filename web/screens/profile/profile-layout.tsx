import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import type { PublicProfile } from '../../../common/api/profile';
import { classNames } from '../../components/class-names';
import { errorText } from '../../components/error-text';
import { FormAlert } from '../../components/form-alert';
import { type ProfileTab, profilePath } from '../../lib/paths';
import { NotFoundScreen } from '../not-found/not-found-screen';
import { Avatar } from './avatar';
import { FollowButton } from './follow-button';
import { useProfile } from './use-profile';

const DEFAULT_HEADER_COLOUR = '#1e3a8a';

/**
 * The frame of every /u/{profileName}/ page: the coloured header with photo, name and follow
 * button, the tabs, and the page of `children`. An unknown name draws the not-found screen.
 */
export function ProfileLayout({ children }: { children: (profile: PublicProfile) => ReactNode }) {
  const { t } = useTranslation();
  const profileName = (useParams().profileName ?? '').toLowerCase();
  const query = useProfile(profileName);
  if (query.isPending)
    return <p className="mx-auto max-w-5xl px-4 py-12 text-slate-600">{t('app.loading')}</p>;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-12">
        <FormAlert message={errorText(query.error)} />
      </div>
    );
  }
  const profile = query.data;
  if (!profile) return <NotFoundScreen />;
  return (
    <>
      <header>
        <div
          className="h-32 sm:h-40"
          style={{ backgroundColor: profile.headerColour ?? DEFAULT_HEADER_COLOUR }}
        />
        <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
          <div className="-mt-14 flex flex-wrap items-end justify-between gap-4">
            <div className="flex items-end gap-4">
              <Avatar name={profile.fullName} url={profile.avatarUrl} size="large" />
              <div className="pb-1">
                <h1 className="text-3xl font-bold tracking-tight text-slate-900">{profile.fullName}</h1>
                <p className="text-slate-600">
                  {t('profile.handle', { profileName: profile.profileName })} ·{' '}
                  {t('profile.fanCount', { count: profile.fanCount })}
                </p>
              </div>
            </div>
            {!profile.isOwner && (
              <FollowButton
                profileName={profile.profileName}
                fullName={profile.fullName}
                isFollowedByMe={profile.isFollowedByMe}
              />
            )}
          </div>
          <ProfileTabs profileName={profile.profileName} />
        </div>
      </header>
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8">{children(profile)}</div>
    </>
  );
}

function ProfileTabs({ profileName }: { profileName: string }) {
  const { t } = useTranslation();
  const tabs: { tab: ProfileTab | undefined; label: string }[] = [
    { tab: undefined, label: t('profile.tabs.about') },
    { tab: 'badges', label: t('profile.tabs.badges') },
    { tab: 'fans', label: t('profile.tabs.fans') },
    { tab: 'blog', label: t('profile.tabs.blog') },
  ];
  return (
    <nav aria-label={t('profile.tabsLabel')} className="mt-6 border-b border-slate-200">
      <ul className="-mb-px flex gap-6 overflow-x-auto">
        {tabs.map(({ tab, label }) => (
          <li key={tab ?? 'about'}>
            <NavLink
              to={profilePath(profileName, tab)}
              end={tab !== 'blog'}
              className={({ isActive }) =>
                classNames(
                  'inline-block border-b-2 px-1 py-3 text-sm font-semibold',
                  isActive
                    ? 'border-brand-700 text-brand-800'
                    : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-800',
                )
              }
            >
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
