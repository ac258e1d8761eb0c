import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SCREEN_ROUTES } from '../../../common/routes';
import { authStore } from '../../auth/auth-store';
import { useAuthState } from '../../auth/use-auth-state';
import {
  ON_BRAND_BUTTON,
  ON_BRAND_OUTLINE_BUTTON,
  PRIMARY_BUTTON,
  SECONDARY_BUTTON,
} from '../../components/button-styles';
import { CallToAction } from '../../components/call-to-action';
import { ContentSection } from '../../components/content-section';
import { FeatureGrid } from '../../components/feature-grid';
import { PageHeader } from '../../components/page-header';
import { usePageTitle } from '../../hooks/use-page-title';

// A signed-in person's home (their courses, progress and the forms it offers) loads only for them,
// keeping it out of a visitor's first load.
const LearnerHome = lazy(() => import('./learner-home').then((module) => ({ default: module.LearnerHome })));

const FEATURES = [
  ['courses', 'book'],
  ['pages', 'blocks'],
  ['quizzes', 'check'],
  ['social', 'chat'],
  ['certificates', 'award'],
  ['institutions', 'building'],
  ['marketplace', 'store'],
  ['checkout', 'card'],
] as const;

const AUDIENCES = [
  ['learners', 'graduation'],
  ['creators', 'pencil'],
  ['institutions', 'users'],
] as const;

/** The home page: a signed-in person's own home; for a visitor, what the platform offers and for whom. */
export function HomeScreen() {
  const { currentUser } = useAuthState();
  usePageTitle();
  return currentUser ? (
    <Suspense fallback={null}>
      <LearnerHome user={currentUser} />
    </Suspense>
  ) : (
    <MarketingHome />
  );
}

function MarketingHome() {
  const { t } = useTranslation();
  const openSignUp = () => authStore.openLoginModal('signup');
  return (
    <>
      <PageHeader eyebrow={t('home.hero.eyebrow')} title={t('home.hero.title')} lead={t('home.hero.lead')}>
        <Link to={SCREEN_ROUTES.courses} className={PRIMARY_BUTTON}>
          {t('actions.browseCourses')}
        </Link>
        <button type="button" onClick={openSignUp} className={SECONDARY_BUTTON}>
          {t('actions.getStarted')}
        </button>
      </PageHeader>
      <ContentSection title={t('home.features.title')} lead={t('home.features.lead')}>
        <FeatureGrid
          wideColumns={4}
          entries={FEATURES}
          text={(id, part) => t(`home.features.items.${id}.${part}`)}
        />
      </ContentSection>
      <ContentSection title={t('home.audiences.title')} tone="muted">
        <FeatureGrid entries={AUDIENCES} text={(id, part) => t(`home.audiences.items.${id}.${part}`)} />
      </ContentSection>
      <div className="pt-16">
        <CallToAction title={t('home.cta.title')} body={t('home.cta.body')}>
          <Link to={SCREEN_ROUTES.courses} className={ON_BRAND_BUTTON}>
            {t('actions.browseCourses')}
          </Link>
          <button type="button" onClick={openSignUp} className={ON_BRAND_OUTLINE_BUTTON}>
            {t('actions.getStarted')}
          </button>
        </CallToAction>
      </div>
    </>
  );
}
