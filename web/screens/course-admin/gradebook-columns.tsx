import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GradebookCell, GradebookItem } from '../../../common/api/gradebook';
import { coursePagePath } from '../../lib/paths';

/** An item's column heading: a quiz (numbered, linked to its page) or an exam, what it is out of, and its weight. */
export function ItemHeading({
  coursePath,
  item,
  quizNumber,
}: {
  coursePath: string;
  item: GradebookItem;
  quizNumber: number;
}) {
  const { t } = useTranslation();
  return (
    <th scope="col" className="min-w-32 px-3 py-2 align-bottom font-medium">
      {item.kind === 'quiz' ? (
        <Link
          to={coursePagePath(coursePath, item.pagePath, 'view')}
          title={item.question}
          className="text-brand-800 underline"
        >
          {t('gradebook.item', { number: quizNumber, page: item.pageTitle })}
        </Link>
      ) : (
        t('gradebook.exam', { title: item.title })
      )}
      <span className="block text-xs font-normal text-slate-600">
        {item.maxScore === null
          ? t('gradebook.noAttemptYet')
          : t('gradebook.outOf', { count: item.maxScore })}
      </span>
      <span className="block text-xs font-normal text-slate-600">
        {t('gradebook.weight', { weight: item.weight })}
      </span>
    </th>
  );
}

/** The headings of the items, quizzes numbered in outline order. */
export function ItemHeadings({ coursePath, items }: { coursePath: string; items: readonly GradebookItem[] }) {
  let quizzes = 0;
  return items.map((item) => (
    <ItemHeading
      key={item.id}
      coursePath={coursePath}
      item={item}
      quizNumber={item.kind === 'quiz' ? ++quizzes : 0}
    />
  ));
}

/** A learner's standing on one item in a few characters, with its words for a screen reader. */
export function GradeCell({ cell, maxScore }: { cell: GradebookCell; maxScore: number | null }) {
  const { t } = useTranslation();
  if (cell.status === 'none') return <span className="text-slate-500">–</span>;
  if (cell.status === 'awaiting_marking')
    return <span className="font-medium text-amber-900">{t('gradebook.toMark')}</span>;
  if (cell.status === 'returned' && cell.score === null)
    return <span className="text-slate-700">{t('gradebook.returned')}</span>;
  if (cell.status === 'in_progress' && cell.score === null)
    return <span className="text-slate-700">{t('gradebook.inProgress')}</span>;
  return (
    <span className={cell.score === maxScore ? 'text-green-800' : 'text-slate-900'}>
      {cell.score ?? '–'}
      {cell.late && <span className="ml-1 text-xs text-amber-900">{t('gradebook.late')}</span>}
      {cell.status === 'in_progress' && (
        <span className="ml-1 text-xs text-slate-700">{t('gradebook.inProgress')}</span>
      )}
    </span>
  );
}
