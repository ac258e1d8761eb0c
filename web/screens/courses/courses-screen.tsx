import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { SCREEN_ROUTES } from '../../../common/routes';
import { authStore } from '../../auth/auth-store';
import { useAuthState } from '../../auth/use-auth-state';
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from '../../components/button-styles';
import { Icon } from '../../components/icon';
import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../hooks/use-page-title';

/** The course catalogue. Nothing is published yet, so it says so plainly; a later issue lists courses. */
export function CoursesScreen() {
  const { t } = useTranslation();
  const { currentUser } = useAuthState();
  const [searchParams] = useSearchParams();
  const query = searchParams.get('q')?.trim() ?? '';
  usePageTitle(...(query ? [t('courses.searchTitle', { query })] : []), t('courses.title'));
  return (
    <>
      <PageHeader
        title={query ? t('courses.searchHeading', { query }) : t('courses.heading')}
        lead={t('courses.lead')}
      />
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="rounded-3xl border border-dashed border-slate-300 bg-slate-50 px-6 py-14 text-center">
          <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-white text-brand-700 shadow-sm">
            <Icon name="book" className="size-7" />
          </span>
          <h2 className="mt-6 text-xl font-semibold text-slate-900">{t('courses.empty')}</h2>
          <p className="mx-auto mt-3 max-w-xl leading-7 text-slate-700">
            {currentUser ? t('courses.emptyBodySignedIn') : t('courses.emptyBody')}
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {!currentUser && (
              <button
                type="button"
                onClick={() => authStore.openLoginModal('signup')}
                className={PRIMARY_BUTTON}
              >
                {t('actions.getStarted')}
              </button>
            )}
            <Link to={SCREEN_ROUTES.home} className={SECONDARY_BUTTON}>
              {t('actions.goHome')}
            </Link>
          </div>
        </div>
      </div>
    </>
  );
}
