import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicProfile } from '../../../common/api/profile';

// Only the owner edits their profile: the editor (and its checks) stays out of a visitor's load.
const ProfileEditor = lazy(() =>
  import('./profile-editor').then((module) => ({ default: module.ProfileEditor })),
);

/** The About tab: the person's summary; their own profile is edited in place here. */
export function AboutTab({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  if (profile.isOwner)
    return (
      <Suspense fallback={null}>
        <ProfileEditor profile={profile} />
      </Suspense>
    );
  return (
    <section aria-labelledby="about-heading" className="max-w-3xl">
      <h2 id="about-heading" className="text-xl font-semibold text-slate-900">
        {t('profile.about.summaryTitle')}
      </h2>
      <p className="mt-3 whitespace-pre-line text-slate-700">
        {profile.profileSummary || t('profile.about.noSummary', { name: profile.fullName })}
      </p>
    </section>
  );
}
