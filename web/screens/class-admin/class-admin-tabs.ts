import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** What every class admin tab receives. */
export interface ClassTabProps {
  cohortPath: string;
}

/** One tab of /cohorts/admin/: its label's i18n key, who may open it, and its lazily loaded body. */
export interface ClassAdminTab {
  labelKey: string;
  /** Only for those who manage the class (course and cohort administrators, staff); else teachers too. */
  manageOnly: boolean;
  Component: LazyExoticComponent<ComponentType<ClassTabProps>>;
}

/**
 * The class admin tabs by name, in the order shown. Each area registers its tab here with a
 * one-line entry; a tab name without an entry shows "not available yet".
 */
export const CLASS_ADMIN_TABS: Record<string, ClassAdminTab> = {
  settings: {
    labelKey: 'classAdmin.tabs.settings',
    manageOnly: false,
    Component: lazy(() => import('./settings-tab').then((module) => ({ default: module.SettingsTab }))),
  },
  staff: {
    labelKey: 'classAdmin.tabs.staff',
    manageOnly: false,
    Component: lazy(() => import('./staff-tab').then((module) => ({ default: module.StaffTab }))),
  },
  students: {
    labelKey: 'classAdmin.tabs.students',
    manageOnly: false,
    Component: lazy(() => import('./students-tab').then((module) => ({ default: module.StudentsTab }))),
  },
  analytics: {
    labelKey: 'classAdmin.tabs.analytics',
    manageOnly: false,
    Component: lazy(() =>
      import('./analytics/analytics-tab').then((module) => ({ default: module.AnalyticsTab })),
    ),
  },
  pending_enrolments: {
    labelKey: 'classAdmin.tabs.pending_enrolments',
    manageOnly: false,
    Component: lazy(() =>
      import('./pending-enrolments-tab').then((module) => ({ default: module.PendingEnrolmentsTab })),
    ),
  },
  enrolment_codes: {
    labelKey: 'classAdmin.tabs.enrolment_codes',
    manageOnly: true,
    Component: lazy(() =>
      import('./enrolment-codes-tab').then((module) => ({ default: module.EnrolmentCodesTab })),
    ),
  },
  assessment: {
    labelKey: 'classAdmin.tabs.assessment',
    manageOnly: true,
    Component: lazy(() =>
      import('./assessment/assessment-tab').then((module) => ({ default: module.AssessmentTab })),
    ),
  },
  invitations: {
    labelKey: 'classAdmin.tabs.invitations',
    manageOnly: true,
    Component: lazy(() => import('./invitations-tab').then((module) => ({ default: module.InvitationsTab }))),
  },
  groups: {
    labelKey: 'classAdmin.tabs.groups',
    manageOnly: false,
    Component: lazy(() => import('./groups-tab').then((module) => ({ default: module.GroupsTab }))),
  },
  moderation: {
    labelKey: 'classAdmin.tabs.moderation',
    manageOnly: false,
    Component: lazy(() => import('./moderation-tab').then((module) => ({ default: module.ModerationTab }))),
  },
};

/** The tab a class admin address opens when it names none. */
export const DEFAULT_CLASS_TAB = 'settings';
