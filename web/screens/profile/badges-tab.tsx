import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';

/** The Badges tab: certification does not exist yet, so it says so plainly. */
export function BadgesTab() {
  const { t } = useTranslation();
  return <EmptyState title={t('profile.badges.empty')} body={t('profile.badges.emptyBody')} />;
}
