import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { CourseData } from '../../../common/api/course';

/** What every course admin tab receives. */
export interface AdminTabProps {
  course: CourseData;
}

/** One tab of /courses/admin/: its label's i18n key, who may open it, and its lazily loaded body. */
export interface AdminTab {
  labelKey: string;
  /** `write` for administrators and design admins; `landingPage` lets promo admins in too; `admin` administrators only. */
  permission: 'write' | 'landingPage' | 'admin';
  Component: LazyExoticComponent<ComponentType<AdminTabProps>>;
}

/**
 * The course admin tabs by action, in the order shown. Each area registers its own tab here with a
 * one-line entry; an action of spec §2 without an entry shows "not available yet".
 */
export const ADMIN_TABS: Record<string, AdminTab> = {
  starter: {
    labelKey: 'courseAdmin.tabs.starter',
    permission: 'write',
    Component: lazy(() => import('./starter-tab').then((module) => ({ default: module.StarterTab }))),
  },
  general: {
    labelKey: 'courseAdmin.tabs.general',
    permission: 'write',
    Component: lazy(() => import('./general-tab').then((module) => ({ default: module.GeneralTab }))),
  },
  appearance: {
    labelKey: 'courseAdmin.tabs.appearance',
    permission: 'write',
    Component: lazy(() => import('./appearance-tab').then((module) => ({ default: module.AppearanceTab }))),
  },
  landing_page: {
    labelKey: 'courseAdmin.tabs.landing_page',
    permission: 'landingPage',
    Component: lazy(() =>
      import('./landing-page-tab').then((module) => ({ default: module.LandingPageTab })),
    ),
  },
  content: {
    labelKey: 'courseOutline.tabLabel',
    permission: 'write',
    Component: lazy(() => import('./content-tab').then((module) => ({ default: module.ContentTab }))),
  },
  course_builder: {
    labelKey: 'courseBuilder.tabLabel',
    permission: 'write',
    Component: lazy(() =>
      import('./course-builder-tab').then((module) => ({ default: module.CourseBuilderTab })),
    ),
  },
  classes: {
    labelKey: 'classes.tabLabel',
    permission: 'write',
    Component: lazy(() =>
      import('../class-admin/classes-tab').then((module) => ({ default: module.ClassesTab })),
    ),
  },
  question_banks: {
    labelKey: 'questionBanks.tabLabel',
    permission: 'write',
    Component: lazy(() =>
      import('./question-banks-tab').then((module) => ({ default: module.QuestionBanksTab })),
    ),
  },
  assessment_designs: {
    labelKey: 'designs.tabLabel',
    permission: 'write',
    Component: lazy(() =>
      import('./assessment-designs-tab').then((module) => ({ default: module.AssessmentDesignsTab })),
    ),
  },
  outcomes: {
    labelKey: 'outcomes.tabLabel',
    permission: 'write',
    Component: lazy(() => import('./outcomes-tab').then((module) => ({ default: module.OutcomesTab }))),
  },
  portfolio: {
    labelKey: 'portfolio.courseAdmin.tabLabel',
    permission: 'admin',
    Component: lazy(() => import('./portfolio-tab').then((module) => ({ default: module.PortfolioTab }))),
  },
  learner_gradebook: {
    labelKey: 'gradebook.tabLabel',
    permission: 'write',
    Component: lazy(() => import('./gradebook-tab').then((module) => ({ default: module.GradebookTab }))),
  },
  analytics: {
    labelKey: 'classAdmin.tabs.analytics',
    permission: 'write',
    Component: lazy(() =>
      import('../class-admin/analytics/analytics-course-tab').then((module) => ({
        default: module.AnalyticsCourseTab,
      })),
    ),
  },
  students: {
    labelKey: 'students.tabLabel',
    permission: 'write',
    Component: lazy(() =>
      import('../class-admin/students-course-tab').then((module) => ({ default: module.StudentsCourseTab })),
    ),
  },
};
