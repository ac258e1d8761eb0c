import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BANK_NAME_MAX } from '../../../common/api/questionbank';
import { describeError } from '../../api/describe-error';
import { banksQuery, createBank, questionBanksKey } from '../../api/questionbank';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { TextField } from '../../components/text-field';
import { fieldErrorOf } from '../../lib/field-error';
import type { AdminTabProps } from './admin-tabs';
import { BankPanel } from './bank-panel';
import { ExamsSection } from './exams/exams-section';

/**
 * The course admin `question_banks` action: the course's question banks, a new one by name, and the
 * bank chosen, with its questions and an import from a file; then the exams that draw on them.
 */
export function QuestionBanksTab({ course }: AdminTabProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [openBank, setOpenBank] = useState<string | null>(null);
  const banks = useQuery(banksQuery(course.path));
  const create = useMutation({
    mutationFn: () => createBank({ coursePath: course.path, name }),
    onSuccess: (bank) => {
      setName('');
      setOpenBank(bank.id);
      void queryClient.invalidateQueries({ queryKey: questionBanksKey });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!create.isPending) create.mutate();
  };
  return (
    <div className="space-y-12">
      <section aria-labelledby="banks-heading" className="space-y-6">
        <h2 id="banks-heading" className="text-xl font-semibold text-slate-900">
          {t('questionBanks.title')}
        </h2>
        <p className="text-slate-700">{t('questionBanks.lead')}</p>
        <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
          <div className="min-w-64 flex-1">
            <TextField
              label={t('questionBanks.newName')}
              value={name}
              maxLength={BANK_NAME_MAX}
              error={fieldErrorOf(create.error, 'name')}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <button type="submit" className={PRIMARY_BUTTON} aria-disabled={create.isPending || undefined}>
            {t('questionBanks.create')}
          </button>
        </form>
        {banks.isPending && <p className="text-slate-600">{t('app.loading')}</p>}
        {banks.isError && <FormAlert message={describeError(banks.error)} />}
        {banks.isSuccess && banks.data.length === 0 && (
          <EmptyState title={t('questionBanks.none')} body={t('questionBanks.noneBody')} />
        )}
        {banks.isSuccess && banks.data.length > 0 && (
          <ul className="space-y-3">
            {banks.data.map((bank) => (
              <li key={bank.id} className="rounded-xl border border-slate-200 p-4">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <p className="font-medium text-slate-900">
                    {bank.name}
                    <span className="ml-2 text-sm font-normal text-slate-600">
                      {t('questionBanks.count', { count: bank.questionCount })}
                    </span>
                  </p>
                  <button
                    type="button"
                    className={SECONDARY_BUTTON}
                    aria-expanded={openBank === bank.id}
                    onClick={() => setOpenBank(openBank === bank.id ? null : bank.id)}
                  >
                    {openBank === bank.id ? t('questionBanks.close') : t('questionBanks.open')}
                  </button>
                </div>
                {openBank === bank.id && <BankPanel bankId={bank.id} />}
              </li>
            ))}
          </ul>
        )}
      </section>
      <ExamsSection coursePath={course.path} />
    </div>
  );
}
