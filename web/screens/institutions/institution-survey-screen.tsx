import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { institutionSurveyQuery } from '../../api/institution-survey';
import { Day } from '../../components/day';
import { NotFoundScreen } from '../not-found/not-found-screen';
import { InstitutionPage, useInstitutionFromQuery } from './institution-page';
import { QueryBody } from './section-parts';
import { SurveyAddonForm } from './survey-addon-form';
import { SurveyForm } from './survey-form';

/**
 * /institution/survey/?institution={path} (spec §2, §3 the survey add-on): the questions the
 * platform asks an institution's team, with whether they must answer (before paying for a plan)
 * and when they last did; for platform staff, the add-on's settings under it.
 */
export function InstitutionSurveyScreen() {
  const { t } = useTranslation();
  const { institutionPath, settings, hidden } = useInstitutionFromQuery();
  if (hidden) return <NotFoundScreen />;
  return (
    <InstitutionPage
      current="settings"
      eyebrow={t('institutions.settings.title')}
      title={t('institutions.survey.title')}
      institutionPath={institutionPath}
      settings={settings}
    >
      {() => <SurveyBody institutionPath={institutionPath} />}
    </InstitutionPage>
  );
}

function SurveyBody({ institutionPath }: { institutionPath: string }) {
  const { t } = useTranslation();
  const survey = useQuery(institutionSurveyQuery(institutionPath));
  return (
    <QueryBody
      query={survey}
      loading={t('institutions.survey.loading')}
      loadError={t('institutions.survey.loadError')}
    >
      {(data) => (
        <div className="max-w-3xl space-y-8">
          <div className="space-y-2 text-slate-700">
            <h2 className="text-lg font-semibold text-slate-900">{t('institutions.survey.title')}</h2>
            <p>{t('institutions.survey.lead')}</p>
            <p className="font-medium">
              {!data.isSurveySubmissionRequired
                ? t('institutions.survey.optional')
                : data.institutionSurvey.metadata.displayBeforePayment
                  ? t('institutions.survey.beforePayment')
                  : t('institutions.survey.required')}
            </p>
            {data.hasSurveyBeenSubmittedPreviously && data.institutionSurvey.submittedAt && (
              <p
                role="status"
                className="rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-green-900"
              >
                {t('institutions.survey.submittedBy', { name: data.institutionSurvey.submittedBy ?? '' })}{' '}
                <Day iso={data.institutionSurvey.submittedAt} />. {t('institutions.survey.changeAnswers')}
              </p>
            )}
          </div>
          <SurveyForm
            key={data.institutionSurvey.submittedAt ?? ''}
            institutionPath={institutionPath}
            survey={data}
          />
          {data.delivery && (
            <SurveyAddonForm institutionPath={institutionPath} survey={data} delivery={data.delivery} />
          )}
        </div>
      )}
    </QueryBody>
  );
}
