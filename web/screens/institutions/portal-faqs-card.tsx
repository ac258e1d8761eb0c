import { useTranslation } from 'react-i18next';
import { PORTAL_LIMITS } from '../../../common/api/portal';
import type { PortalCardProps } from './portal-card';
import { PortalTextPairCard } from './portal-list-card';

/** The portal's frequently asked questions: a question and its answer each, in order. */
export function PortalFaqsCard({ institutionPath, settings }: PortalCardProps) {
  const { t } = useTranslation();
  return (
    <PortalTextPairCard
      institutionPath={institutionPath}
      settings={settings}
      part="faqs"
      copy="faqs"
      max={PORTAL_LIMITS.faqs}
      blank={{ question: '', answer: '' }}
      line={{ name: 'question', label: t('institutions.portal.faqs.question'), max: PORTAL_LIMITS.question }}
      text={{
        name: 'answer',
        label: t('institutions.portal.faqs.answer'),
        max: PORTAL_LIMITS.answer,
        rows: 3,
      }}
    />
  );
}
