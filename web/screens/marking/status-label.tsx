import { useTranslation } from 'react-i18next';
import type { QueueItem } from '../../../common/api/assessment';

const TONE: Record<QueueItem['status'], string> = {
  awaiting_marking: 'text-amber-900',
  marked: 'text-green-800',
  returned: 'text-slate-700',
};

/** Where an attempt stands (to mark, marked, returned), in words and a colour. */
export function StatusLabel({ status }: { status: QueueItem['status'] }) {
  const { t } = useTranslation();
  return <span className={`font-medium ${TONE[status]}`}>{t(`marking.status.${status}`)}</span>;
}
