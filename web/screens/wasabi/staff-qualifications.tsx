import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QualificationDetail } from '../../../common/api/qualification';
import { describeError } from '../../api/describe-error';
import { allQualificationsQuery } from '../../api/qualifications';
import { LoadError } from '../../components/load-error';

/**
 * Every qualification, as the staff screens read it (the list and an editor alike): loading and a
 * failure with Try again shown here, the list handed to `children` once it is there.
 */
export function StaffQualifications({ children }: { children: (list: QualificationDetail[]) => ReactNode }) {
  const { t } = useTranslation();
  const list = useQuery(allQualificationsQuery());
  if (list.isPending) return <p className="text-slate-600">{t('app.loading')}</p>;
  if (list.isError) {
    return (
      <LoadError
        message={describeError(list.error)}
        retryLabel={t('qualifications.staff.retry')}
        onRetry={() => void list.refetch()}
      />
    );
  }
  return children(list.data);
}
