import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SCREEN_ROUTES } from '../../../common/routes';
import { subscriptionPlanQuery } from '../../api/course-admin';
import { useAuthState } from '../../auth/use-auth-state';
import { PageHeader } from '../../components/page-header';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { CreateCourseForm } from './create-course-form';
import { PlanLimitNotice } from './plan-limit-notice';

/** /courses/create/: the plan's allowance, then the creation form while it lasts. */
export function CreateCourseScreen() {
  const { t } = useTranslation();
  const { currentUser, userLoaded } = useAuthState();
  const title = t('courseCreate.title');
  // The spec's title already names the brand, so it stands alone without the ' - brand' suffix.
  useEffect(() => {
    document.title = title;
  }, [title]);
  const plan = useQuery({
    ...subscriptionPlanQuery(),
    enabled: currentUser !== null,
  });
  const limitReached = plan.data !== undefined && plan.data.coursesCreated >= plan.data.courseLimit;
  return (
    <>
      <PageHeader title={title} lead={t('courseCreate.lead')} />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="max-w-2xl">
          {!userLoaded || (currentUser && plan.isPending) ? (
            <p className="text-slate-600">{t('app.loading')}</p>
          ) : !currentUser ? (
            <SignInPrompt message={t('courseCreate.signedOut')} />
          ) : limitReached ? (
            <PlanLimitNotice limit={plan.data.courseLimit} canUpgrade={plan.data.plan === 'free'} />
          ) : (
            <>
              {plan.data && (
                <p className="mb-6 text-sm text-slate-700">
                  {t('courseCreate.planUsage', {
                    plan: t(`courseCreate.planNames.${plan.data.plan}`),
                    used: plan.data.coursesCreated,
                    limit: plan.data.courseLimit,
                  })}
                  {plan.data.plan === 'free' && (
                    <>
                      {' '}
                      <Link
                        to={SCREEN_ROUTES.pricing}
                        className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                      >
                        {t('courseCreate.seePlans')}
                      </Link>
                    </>
                  )}
                </p>
              )}
              <CreateCourseForm />
            </>
          )}
        </div>
      </div>
    </>
  );
}
