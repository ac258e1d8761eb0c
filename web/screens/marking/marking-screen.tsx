import { useTranslation } from 'react-i18next';
import { SCREEN_ROUTES } from '../../../common/routes';
import { PageHeader } from '../../components/page-header';
import { ScreenFrame } from '../../components/screen-frame';
import { usePageTitle } from '../../hooks/use-page-title';
import { MarkingQueue } from './marking-queue';

/** /marking/: the facilitator's queue of the work in every class they teach (marking-queue.tsx). */
export function MarkingScreen() {
  const { t } = useTranslation();
  usePageTitle(t('marking.title'));
  return (
    <ScreenFrame>
      <PageHeader title={t('marking.title')} lead={t('marking.lead')} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <MarkingQueue base={SCREEN_ROUTES.marking} />
      </div>
    </ScreenFrame>
  );
}
