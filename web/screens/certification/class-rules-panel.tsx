import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CLASS_ISSUE_RULES,
  type ClassCertificateRule,
  type ClassIssueRule,
  type IssueRule,
} from '../../../common/api/certification';
import { classRulesQuery, saveClassRule } from '../../api/certification-admin';
import { SECONDARY_BUTTON } from '../../components/button-styles';
import { ErrorAlert } from '../../components/error-alert';
import { LoadError } from '../../components/load-error';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { fieldErrorOf } from '../../lib/field-error';

/**
 * The certificate designer's rules per class: each class of the course issues by the course's rule
 * or by its own (at 100% progress, on passing at its own pass mark, by hand, or not at all, such
 * as an audit class), each saved on its own.
 */
export function ClassRulesPanel({ coursePath, courseRule }: { coursePath: string; courseRule: IssueRule }) {
  const { t } = useTranslation();
  const rules = useQuery(classRulesQuery(coursePath));
  return (
    <section aria-labelledby="class-rules-heading" className="mt-12 space-y-4 border-t border-slate-200 pt-8">
      <div>
        <h2 id="class-rules-heading" className="text-lg font-semibold text-slate-900">
          {t('certificationAdmin.classRules.heading')}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-slate-600">{t('certificationAdmin.classRules.lead')}</p>
      </div>
      {rules.isPending ? (
        <p role="status" className="text-slate-600">
          {t('certificationAdmin.classRules.loading')}
        </p>
      ) : rules.isError ? (
        <LoadError
          message={t('certificationAdmin.classRules.loadError')}
          retryLabel={t('certificationAdmin.classRules.retry')}
          onRetry={() => void rules.refetch()}
        />
      ) : rules.data.length === 0 ? (
        <p className="text-slate-600">{t('certificationAdmin.classRules.empty')}</p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {rules.data.map((rule) => (
            <li key={rule.cohortPath}>
              <ClassRuleForm coursePath={coursePath} courseRule={courseRule} saved={rule} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One class's rule, as chosen ('' follows the course) and its pass mark as typed. */
function ClassRuleForm({
  coursePath,
  courseRule,
  saved,
}: {
  coursePath: string;
  courseRule: IssueRule;
  saved: ClassCertificateRule;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [rule, setRule] = useState<ClassIssueRule | ''>(saved.issueRule ?? '');
  const [passMark, setPassMark] = useState(saved.passMark === null ? '' : String(saved.passMark));
  const save = useMutation({
    mutationFn: () =>
      saveClassRule(coursePath, {
        cohortPath: saved.cohortPath,
        issueRule: rule === '' ? null : rule,
        passMark: passMark.trim() === '' ? null : Number(passMark),
      }),
    onSuccess: (answer) => queryClient.setQueryData(classRulesQuery(coursePath).queryKey, answer),
  });
  const changed =
    rule !== (saved.issueRule ?? '') || (rule === 'assessment' && passMark !== String(saved.passMark ?? ''));
  const name = saved.className;
  // A reason by a field shows there; any other (an unknown class, a lost connection) above the button.
  const inFields = fieldErrorOf(save.error, 'issueRule') ?? fieldErrorOf(save.error, 'passMark');
  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    save.mutate();
  }
  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <SelectField
        label={t('certificationAdmin.classRules.rule', { className: name })}
        value={rule}
        onChange={(value) => {
          setRule(value as ClassIssueRule | '');
          save.reset();
        }}
        options={[
          {
            value: '',
            label: t('certificationAdmin.classRules.asCourse', {
              rule: t(`certificationAdmin.issueRules.${courseRule}`),
            }),
          },
          ...CLASS_ISSUE_RULES.map((value) => ({
            value,
            label:
              value === 'none'
                ? t('certificationAdmin.classRules.none')
                : t(`certificationAdmin.issueRules.${value}`),
          })),
        ]}
        error={fieldErrorOf(save.error, 'issueRule')}
      />
      {rule === 'assessment' && (
        <TextField
          label={t('certificationAdmin.classRules.passMark', { className: name })}
          type="number"
          min={1}
          max={100}
          step={1}
          inputMode="numeric"
          value={passMark}
          onChange={(event) => {
            setPassMark(event.target.value);
            save.reset();
          }}
          error={fieldErrorOf(save.error, 'passMark')}
        />
      )}
      <ErrorAlert error={inFields ? null : save.error} />
      <div className="flex items-center gap-3">
        <button type="submit" className={SECONDARY_BUTTON} disabled={save.isPending || !changed}>
          {save.isPending
            ? t('certificationAdmin.classRules.saving')
            : t('certificationAdmin.classRules.save')}
        </button>
        {save.isSuccess && (
          <p role="status" className="text-sm text-emerald-800">
            {t('certificationAdmin.classRules.saved')}
          </p>
        )}
      </div>
    </form>
  );
}
