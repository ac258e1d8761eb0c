import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { PublicProfile } from '../../../common/api/profile';
import { PROFILE_TABS } from '../../../common/routes';
import { usePageTitle } from '../../hooks/use-page-title';
import { NotFoundScreen } from '../not-found/not-found-screen';
import { AboutTab } from './about-tab';
import { FansTab } from './fans-tab';
import { ProfileLayout } from './profile-layout';

// The Badges tab (certificates, their downloads and LinkedIn) loads when opened, not with the profile.
const BadgesTab = lazy(() => import('./badges-tab').then((module) => ({ default: module.BadgesTab })));

/** /u/{profileName}/{tab}/: a person's profile with its About, Badges and Fans tabs (spec §2). */
export function ProfileScreen() {
  const tab = (useParams()['*'] ?? '').replace(/\/+$/, '');
  if (tab !== '' && !(PROFILE_TABS as readonly string[]).includes(tab)) return <NotFoundScreen />;
  return <ProfileLayout>{(profile) => <ProfileTab profile={profile} tab={tab} />}</ProfileLayout>;
}

function ProfileTab({ profile, tab }: { profile: PublicProfile; tab: string }) {
  const { t } = useTranslation();
  // Spec §2: the profile title is built from the name and the profile name.
  usePageTitle(t('profile.title', { name: profile.fullName, profileName: profile.profileName }));
  if (tab === 'badges')
    return (
      <Suspense fallback={<p className="text-slate-600">{t('app.loading')}</p>}>
        <BadgesTab profile={profile} />
      </Suspense>
    );
  if (tab === 'fans') return <FansTab profile={profile} />;
  return <AboutTab profile={profile} />;
}
