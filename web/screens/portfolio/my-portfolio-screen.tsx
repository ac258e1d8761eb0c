import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { myPortfolioQuery } from '../../api/portfolio';
import { useAuthState } from '../../auth/use-auth-state';
import { errorText } from '../../components/error-text';
import { FormAlert } from '../../components/form-alert';
import { SignInPrompt } from '../../components/sign-in-prompt';
import { usePageTitle } from '../../hooks/use-page-title';
import { MyPortfolioPosts } from './my-portfolio-posts';
import { PublishForm } from './publish-form';

/**
 * /accounts/portfolio/: the signed-in learner's portfolio: their posts of every course that keeps
 * them, each shown on or hidden from their public page, the counters of both, and publishing the
 * page (/u/{profileName}/portfolio/) with a headline.
 */
export function MyPortfolioScreen() {
  const { t } = useTranslation();
  usePageTitle(t('portfolio.mine.title'));
  const { currentUser, userLoaded } = useAuthState();
  const portfolio = useQuery({ ...myPortfolioQuery(), enabled: currentUser !== null });

  let body: React.ReactNode;
  if (!userLoaded) body = <p className="text-slate-600">{t('app.loading')}</p>;
  else if (!currentUser) body = <SignInPrompt message={t('portfolio.mine.signedOut')} />;
  else if (portfolio.isPending) body = <p className="text-slate-600">{t('app.loading')}</p>;
  else if (portfolio.isError) body = <FormAlert message={errorText(portfolio.error)} />;
  else {
    const { counts } = portfolio.data;
    body = (
      <div className="space-y-8">
        <PublishForm portfolio={portfolio.data} />
        <section aria-labelledby="portfolio-posts">
          <div className="mb-4 flex flex-wrap items-baseline justify-between gap-3">
            <h2 id="portfolio-posts" className="text-lg font-semibold text-slate-900">
              {t('portfolio.mine.postsTitle')}
            </h2>
            <p role="status" aria-live="polite" className="text-sm font-medium text-slate-700">
              {t('portfolio.mine.counts', { shown: counts.shown, hidden: counts.hidden })}
            </p>
          </div>
          <MyPortfolioPosts author={currentUser.fullName} />
        </section>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('portfolio.mine.title')}</h1>
      <p className="mt-2 mb-8 text-slate-700">{t('portfolio.mine.lead')}</p>
      {body}
    </div>
  );
}
