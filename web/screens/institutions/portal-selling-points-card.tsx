import { useTranslation } from 'react-i18next';
import { PORTAL_LIMITS } from '../../../common/api/portal';
import type { PortalCardProps } from './portal-card';
import { PortalTextPairCard } from './portal-list-card';

/** The portal's selling points: a title and a short text each, in order. */
export function PortalSellingPointsCard({ institutionPath, settings }: PortalCardProps) {
  const { t } = useTranslation();
  return (
    <PortalTextPairCard
      institutionPath={institutionPath}
      settings={settings}
      part="sellingPoints"
      copy="sellingPoints"
      max={PORTAL_LIMITS.sellingPoints}
      blank={{ title: '', text: '' }}
      line={{
        name: 'title',
        label: t('institutions.portal.sellingPoints.title'),
        max: PORTAL_LIMITS.sellingPointTitle,
      }}
      text={{
        name: 'text',
        label: t('institutions.portal.sellingPoints.text'),
        max: PORTAL_LIMITS.sellingPointText,
        rows: 2,
      }}
    />
  );
}
