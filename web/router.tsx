import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { SCREEN_ROUTES, type ScreenName } from '../common/routes';
import { AppLayout } from './components/app-layout';
import { RouteError } from './components/route-error';

type LazyScreen = () => Promise<{ Component: ComponentType }>;

/**
 * A screen loaded when first visited: `name` is the component its module exports. One helper for
 * every route keeps each entry of the table (which the first load of every page carries) short.
 */
const screen =
  <Module,>(load: () => Promise<Module>, name: keyof Module): LazyScreen =>
  () =>
    load().then((module) => ({ Component: module[name] as ComponentType }));

const notFound: LazyScreen = screen(() => import('./screens/not-found/not-found-screen'), 'NotFoundScreen');

// One entry per screen route of common/routes.ts: the Record type makes a missing screen a type
// error, and router.test.tsx checks that every route really reaches its screen. Each screen is
// its own chunk, loaded when first visited with the English it uses (i18n/english-sections.ts),
// to keep the first load small.
const SCREENS: Record<ScreenName, LazyScreen> = {
  home: screen(() => import('./screens/home/home-screen'), 'HomeScreen'),
  about: screen(() => import('./screens/marketing/about-screen'), 'AboutScreen'),
  learningServices: screen(
    () => import('./screens/marketing/learning-services-screen'),
    'LearningServicesScreen',
  ),
  contact: screen(() => import('./screens/marketing/contact-screen'), 'ContactScreen'),
  partners: screen(() => import('./screens/marketing/partners-screen'), 'PartnersScreen'),
  notFound,
  courses: screen(() => import('./screens/courses/courses-screen'), 'CoursesScreen'),
  // Static /courses/create/, /courses/my/ and /courses/admin/ outrank /courses/:courseCode/ (React
  // Router ranks static segments above parameters, whatever the order here).
  createCourse: screen(() => import('./screens/course-create/create-course-screen'), 'CreateCourseScreen'),
  myCourses: screen(() => import('./screens/my-courses/my-courses-screen'), 'MyCoursesScreen'),
  courseAdmin: screen(() => import('./screens/course-admin/course-admin-screen'), 'CourseAdminScreen'),
  classAdmin: screen(() => import('./screens/class-admin/class-admin-screen'), 'ClassAdminScreen'),
  courseLanding: screen(() => import('./screens/courses/course-landing-screen'), 'CourseLandingScreen'),
  coursePage: screen(() => import('./screens/course-page/course-page-screen'), 'CoursePageScreen'),
  login: screen(() => import('./screens/accounts/login-screen'), 'LoginScreen'),
  register: screen(() => import('./screens/accounts/register-screen'), 'RegisterScreen'),
  accountSettings: screen(
    () => import('./screens/accounts/account-settings-screen'),
    'AccountSettingsScreen',
  ),
  resetPassword: screen(() => import('./screens/accounts/reset-password-screen'), 'ResetPasswordScreen'),
  verifyEmail: screen(() => import('./screens/accounts/verify-email-screen'), 'VerifyEmailScreen'),
  classInvitation: screen(
    () => import('./screens/class-invitation/class-invitation-screen'),
    'ClassInvitationScreen',
  ),
  progress: screen(() => import('./screens/progress/progress-screen'), 'ProgressScreen'),
  profile: screen(() => import('./screens/profile/profile-screen'), 'ProfileScreen'),
  profileBlog: screen(() => import('./screens/profile/blog-screen'), 'ProfileBlogScreen'),
  profilePortfolio: screen(
    () => import('./screens/portfolio/public-portfolio-screen'),
    'PublicPortfolioScreen',
  ),
  myPortfolio: screen(() => import('./screens/portfolio/my-portfolio-screen'), 'MyPortfolioScreen'),
  notificationSettings: screen(
    () => import('./screens/accounts/notification-settings-screen'),
    'NotificationSettingsScreen',
  ),
  staffTerms: screen(() => import('./screens/wasabi/staff-terms-screen'), 'StaffTermsScreen'),
  staffMailOutbox: screen(() => import('./screens/wasabi/mail-outbox-screen'), 'MailOutboxScreen'),
  staffQualifications: screen(() => import('./screens/wasabi/qualifications-screen'), 'QualificationsScreen'),
  staffQualification: screen(
    () => import('./screens/wasabi/qualification-editor-screen'),
    'QualificationEditorScreen',
  ),
  staffPayments: screen(() => import('./screens/wasabi/payments-screen'), 'PaymentsScreen'),
  qualificationLanding: screen(
    () => import('./screens/qualifications/qualification-landing-screen'),
    'QualificationLandingScreen',
  ),
  termsDocument: screen(() => import('./screens/terms/terms-document-screen'), 'TermsDocumentScreen'),
  endedError: screen(() => import('./screens/ended-error/ended-error-screen'), 'EndedErrorScreen'),
  studentInfo: screen(() => import('./screens/student-info/student-info-screen'), 'StudentInfoScreen'),
  classGroups: screen(() => import('./screens/groups/groups-screen'), 'GroupsScreen'),
  exam: screen(() => import('./screens/exam/exam-screen'), 'ExamScreen'),
  marking: screen(() => import('./screens/marking/marking-screen'), 'MarkingScreen'),
  assessmentDesign: screen(() => import('./screens/assessment/design-screen'), 'DesignScreen'),
  certificateVerification: screen(
    () => import('./screens/certificate-verification/certificate-verification-screen'),
    'CertificateVerificationScreen',
  ),
  certification: screen(() => import('./screens/certification/certification-screen'), 'CertificationScreen'),
  institutionCreate: screen(
    () => import('./screens/institutions/institution-create-screen'),
    'InstitutionCreateScreen',
  ),
  checkout: screen(() => import('./screens/payment/checkout-screen'), 'CheckoutScreen'),
  checkoutPage: screen(() => import('./screens/payment/checkout-page-screen'), 'CheckoutPageScreen'),
  checkoutConfirmation: screen(
    () => import('./screens/payment/checkout-confirmation-screen'),
    'CheckoutConfirmationScreen',
  ),
  invoices: screen(() => import('./screens/payment/purchases-screen'), 'PurchasesScreen'),
  thankYou: screen(() => import('./screens/payment/thank-you-screen'), 'ThankYouScreen'),
  cardUpdate: screen(() => import('./screens/payment/card-update-screen'), 'CardUpdateScreen'),
  subscriptions: screen(() => import('./screens/subscriptions/subscriptions-screen'), 'SubscriptionsScreen'),
  instalmentPayments: screen(
    () => import('./screens/instalments/instalment-plans-screen'),
    'InstalmentPlansScreen',
  ),
  pricing: screen(() => import('./screens/subscriptions/pricing-screen'), 'PricingScreen'),
  institutionInvitation: screen(
    () => import('./screens/institution-invitation/institution-invitation-screen'),
    'InstitutionInvitationScreen',
  ),
  institutionSettings: screen(
    () => import('./screens/institutions/institution-settings-screen'),
    'InstitutionSettingsScreen',
  ),
  institutionAdmin: screen(
    () => import('./screens/institutions/institution-admin-screen'),
    'InstitutionAdminScreen',
  ),
  // In the settings' chunk: the survey is reached from the settings.
  institutionSurvey: screen(
    () => import('./screens/institutions/institution-settings-screen'),
    'InstitutionSurveyScreen',
  ),
  portal: screen(() => import('./screens/portal/portal-screen'), 'PortalScreen'),
};

/** The route table: the page shell, a route per screen (its `id` is the screen name) and a catch-all 404. */
export const routes: RouteObject[] = [
  {
    id: 'shell',
    Component: AppLayout,
    ErrorBoundary: RouteError,
    // Shown only while the first screen's code loads; the shell paints right after.
    HydrateFallback: () => null,
    children: [
      ...(Object.keys(SCREENS) as ScreenName[]).map((name) => ({
        id: name,
        path: SCREEN_ROUTES[name],
        lazy: SCREENS[name],
      })),
      { id: 'catchAll', path: '*', lazy: notFound },
    ],
  },
];
