import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXAM_TITLE_MAX } from '../../../../common/domain/exam/exam-rules';
import { describeError } from '../../../api/describe-error';
import { createExam, examsKey, examsQuery } from '../../../api/exam';
import { PRIMARY_BUTTON } from '../../../components/button-styles';
import { EmptyState } from '../../../components/empty-state';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/text-field';
import { fieldErrorOf } from '../../../lib/field-error';
import { ExamItem, type ExamView } from './exam-item';

/**
 * The course's timed exams, beside its question banks: a new one by title (opened to set it up),
 * and each exam with its settings, its results and its removal.
 */
export function ExamsSection({ coursePath }: { coursePath: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState('');
  const [open, setOpen] = useState<{ examId: string; view: ExamView } | null>(null);
  const exams = useQuery(examsQuery(coursePath));
  const create = useMutation({
    mutationFn: () => createExam({ coursePath, title }),
    onSuccess: (exam) => {
      setTitle('');
      setOpen({ examId: exam.id, view: 'edit' });
      void queryClient.invalidateQueries({ queryKey: examsKey });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!create.isPending) create.mutate();
  };
  return (
    <section aria-labelledby="exams-heading" className="space-y-6">
      <h2 id="exams-heading" className="text-xl font-semibold text-slate-900">
        {t('exam.admin.title')}
      </h2>
      <p className="text-slate-700">{t('exam.admin.lead')}</p>
      <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <TextField
            label={t('exam.admin.newTitle')}
            value={title}
            maxLength={EXAM_TITLE_MAX}
            error={fieldErrorOf(create.error, 'title')}
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
        <button type="submit" className={PRIMARY_BUTTON} aria-disabled={create.isPending || undefined}>
          {t('exam.admin.create')}
        </button>
      </form>
      {create.isError && !fieldErrorOf(create.error, 'title') && (
        <FormAlert message={describeError(create.error)} />
      )}
      {exams.isPending && <p className="text-slate-600">{t('app.loading')}</p>}
      {exams.isError && <FormAlert message={describeError(exams.error)} />}
      {exams.data?.length === 0 && (
        <EmptyState title={t('exam.admin.none')} body={t('exam.admin.noneBody')} />
      )}
      {exams.data && exams.data.length > 0 && (
        <ul className="space-y-3">
          {exams.data.map((exam) => (
            <ExamItem
              key={exam.id}
              exam={exam}
              coursePath={coursePath}
              open={open?.examId === exam.id ? open.view : null}
              onOpen={(view) => setOpen(view ? { examId: exam.id, view } : null)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
