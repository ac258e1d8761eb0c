import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PublicProfile } from '../../../common/api/profile';
import { profileBadgesQuery } from '../../api/certificates';
import { EmptyState } from '../../components/empty-state';
import { errorText } from '../../components/error-text';
import { FormAlert } from '../../components/form-alert';
import { BadgeCard } from './badge-card';
import { MyBadges } from './my-badges';

/** The Badges tab: the certificates a person shows on their profile; their owner chooses which. */
export function BadgesTab({ profile }: { profile: PublicProfile }) {
  return profile.isOwner ? <MyBadges /> : <ShownBadges profile={profile} />;
}

function ShownBadges({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation();
  const badges = useQuery(profileBadgesQuery(profile.profileName));
  if (badges.isPending) return <p className="text-slate-600">{t('app.loading')}</p>;
  if (badges.isError) return <FormAlert message={errorText(badges.error)} />;
  if (badges.data.length === 0) {
    return (
      <EmptyState
        title={t('profile.badges.empty')}
        body={t('profile.badges.noneShown', { name: profile.fullName })}
      />
    );
  }
  return (
    <section aria-labelledby="badges-heading">
      <h2 id="badges-heading" className="text-xl font-semibold text-slate-900">
        {t('profile.tabs.badges')} ({badges.data.length})
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {badges.data.map((badge) => (
          <BadgeCard key={badge.code} badge={badge} />
        ))}
      </ul>
    </section>
  );
}
