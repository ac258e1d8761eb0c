import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { PublicProfile } from '../../../common/api/profile';
import { PROFILE_TABS } from '../../../common/routes';
import { usePageTitle } from '../../hooks/use-page-title';
import { NotFoundScreen } from '../not-found/not-found-screen';
import { AboutTab } from './about-tab';
import { BadgesTab } from './badges-tab';
import { FansTab } from './fans-tab';
import { ProfileLayout } from './profile-layout';

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
  if (tab === 'badges') return <BadgesTab profile={profile} />;
  if (tab === 'fans') return <FansTab profile={profile} />;
  return <AboutTab profile={profile} />;
}
