import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { institutionSurveyQuery } from '../../api/institution-survey';
import { LINK_BUTTON } from '../../components/button-styles';
import { institutionSurveyPath } from '../../lib/institution-paths';

/** While the institution is asked to answer its survey and has not, a line leading to it. */
export function SurveyBanner({ institutionPath }: { institutionPath: string }) {
  const { t } = useTranslation();
  const survey = useQuery(institutionSurveyQuery(institutionPath));
  if (!survey.data?.isSurveySubmissionRequired || survey.data.hasSurveyBeenSubmittedPreviously) return null;
  return (
    <p className="mb-6 flex max-w-2xl flex-wrap items-center gap-x-4 gap-y-1 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-slate-800">
      {t('institutions.survey.banner')}
      <Link to={institutionSurveyPath(institutionPath)} className={LINK_BUTTON}>
        {t('institutions.survey.bannerLink')}
      </Link>
    </p>
  );
}
