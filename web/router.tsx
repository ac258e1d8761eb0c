import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { SCREEN_ROUTES, type ScreenName } from '../common/routes';
import { AppLayout } from './components/app-layout';
import { RouteError } from './components/route-error';

type LazyScreen = () => Promise<{ Component: ComponentType }>;

const notFound: LazyScreen = () =>
  import('./screens/not-found/not-found-screen').then((module) => ({ Component: module.NotFoundScreen }));

// One entry per screen route of common/routes.ts: the Record type makes a missing screen a type
// error, and router.test.tsx checks that every route really reaches its screen. Each screen is
// its own chunk, loaded when first visited with the English it uses (i18n/english-sections.ts),
// to keep the first load small.
const SCREENS: Record<ScreenName, LazyScreen> = {
  home: () => import('./screens/home/home-screen').then((module) => ({ Component: module.HomeScreen })),
  about: () =>
    import('./screens/marketing/about-screen').then((module) => ({ Component: module.AboutScreen })),
  learningServices: () =>
    import('./screens/marketing/learning-services-screen').then((module) => ({
      Component: module.LearningServicesScreen,
    })),
  contact: () =>
    import('./screens/marketing/contact-screen').then((module) => ({ Component: module.ContactScreen })),
  partners: () =>
    import('./screens/marketing/partners-screen').then((module) => ({ Component: module.PartnersScreen })),
  notFound,
  courses: () =>
    import('./screens/courses/courses-screen').then((module) => ({ Component: module.CoursesScreen })),
  // Static /courses/create/, /courses/my/ and /courses/admin/ outrank /courses/:courseCode/ (React
  // Router ranks static segments above parameters, whatever the order here).
  createCourse: () =>
    import('./screens/course-create/create-course-screen').then((module) => ({
      Component: module.CreateCourseScreen,
    })),
  myCourses: () =>
    import('./screens/my-courses/my-courses-screen').then((module) => ({
      Component: module.MyCoursesScreen,
    })),
  courseAdmin: () =>
    import('./screens/course-admin/course-admin-screen').then((module) => ({
      Component: module.CourseAdminScreen,
    })),
  classAdmin: () =>
    import('./screens/class-admin/class-admin-screen').then((module) => ({
      Component: module.ClassAdminScreen,
    })),
  courseLanding: () =>
    import('./screens/courses/course-landing-screen').then((module) => ({
      Component: module.CourseLandingScreen,
    })),
  coursePage: () =>
    import('./screens/course-page/course-page-screen').then((module) => ({
      Component: module.CoursePageScreen,
    })),
  login: () =>
    import('./screens/accounts/login-screen').then((module) => ({ Component: module.LoginScreen })),
  register: () =>
    import('./screens/accounts/register-screen').then((module) => ({ Component: module.RegisterScreen })),
  accountSettings: () =>
    import('./screens/accounts/account-settings-screen').then((module) => ({
      Component: module.AccountSettingsScreen,
    })),
  resetPassword: () =>
    import('./screens/accounts/reset-password-screen').then((module) => ({
      Component: module.ResetPasswordScreen,
    })),
  verifyEmail: () =>
    import('./screens/accounts/verify-email-screen').then((module) => ({
      Component: module.VerifyEmailScreen,
    })),
  classInvitation: () =>
    import('./screens/class-invitation/class-invitation-screen').then((module) => ({
      Component: module.ClassInvitationScreen,
    })),
  progress: () =>
    import('./screens/progress/progress-screen').then((module) => ({ Component: module.ProgressScreen })),
  profile: () =>
    import('./screens/profile/profile-screen').then((module) => ({ Component: module.ProfileScreen })),
  profileBlog: () =>
    import('./screens/profile/blog-screen').then((module) => ({ Component: module.ProfileBlogScreen })),
  profilePortfolio: () =>
    import('./screens/portfolio/public-portfolio-screen').then((module) => ({
      Component: module.PublicPortfolioScreen,
    })),
  myPortfolio: () =>
    import('./screens/portfolio/my-portfolio-screen').then((module) => ({
      Component: module.MyPortfolioScreen,
    })),
  notificationSettings: () =>
    import('./screens/accounts/notification-settings-screen').then((module) => ({
      Component: module.NotificationSettingsScreen,
    })),
  staffTerms: () =>
    import('./screens/wasabi/staff-terms-screen').then((module) => ({ Component: module.StaffTermsScreen })),
  staffMailOutbox: () =>
    import('./screens/wasabi/mail-outbox-screen').then((module) => ({ Component: module.MailOutboxScreen })),
  staffQualifications: () =>
    import('./screens/wasabi/qualifications-screen').then((module) => ({
      Component: module.QualificationsScreen,
    })),
  staffQualification: () =>
    import('./screens/wasabi/qualification-editor-screen').then((module) => ({
      Component: module.QualificationEditorScreen,
    })),
  staffPayments: () =>
    import('./screens/wasabi/payments-screen').then((module) => ({ Component: module.PaymentsScreen })),
  qualificationLanding: () =>
    import('./screens/qualifications/qualification-landing-screen').then((module) => ({
      Component: module.QualificationLandingScreen,
    })),
  termsDocument: () =>
    import('./screens/terms/terms-document-screen').then((module) => ({
      Component: module.TermsDocumentScreen,
    })),
  endedError: () =>
    import('./screens/ended-error/ended-error-screen').then((module) => ({
      Component: module.EndedErrorScreen,
    })),
  studentInfo: () =>
    import('./screens/student-info/student-info-screen').then((module) => ({
      Component: module.StudentInfoScreen,
    })),
  classGroups: () =>
    import('./screens/groups/groups-screen').then((module) => ({ Component: module.GroupsScreen })),
  exam: () => import('./screens/exam/exam-screen').then((module) => ({ Component: module.ExamScreen })),
  marking: () =>
    import('./screens/marking/marking-screen').then((module) => ({ Component: module.MarkingScreen })),
  assessmentDesign: () =>
    import('./screens/assessment/design-screen').then((module) => ({ Component: module.DesignScreen })),
  certificateVerification: () =>
    import('./screens/certificate-verification/certificate-verification-screen').then((module) => ({
      Component: module.CertificateVerificationScreen,
    })),
  certification: () =>
    import('./screens/certification/certification-screen').then((module) => ({
      Component: module.CertificationScreen,
    })),
  institutionCreate: () =>
    import('./screens/institutions/institution-create-screen').then((module) => ({
      Component: module.InstitutionCreateScreen,
    })),
  checkout: () =>
    import('./screens/payment/checkout-screen').then((module) => ({ Component: module.CheckoutScreen })),
  checkoutPage: () =>
    import('./screens/payment/checkout-page-screen').then((module) => ({
      Component: module.CheckoutPageScreen,
    })),
  checkoutConfirmation: () =>
    import('./screens/payment/checkout-confirmation-screen').then((module) => ({
      Component: module.CheckoutConfirmationScreen,
    })),
  invoices: () =>
    import('./screens/payment/purchases-screen').then((module) => ({ Component: module.PurchasesScreen })),
  thankYou: () =>
    import('./screens/payment/thank-you-screen').then((module) => ({ Component: module.ThankYouScreen })),
  institutionInvitation: () =>
    import('./screens/institution-invitation/institution-invitation-screen').then((module) => ({
      Component: module.InstitutionInvitationScreen,
    })),
  institutionSettings: () =>
    import('./screens/institutions/institution-settings-screen').then((module) => ({
      Component: module.InstitutionSettingsScreen,
    })),
  institutionAdmin: () =>
    import('./screens/institutions/institution-admin-screen').then((module) => ({
      Component: module.InstitutionAdminScreen,
    })),
  // In the settings' chunk: the survey is reached from the settings.
  institutionSurvey: () =>
    import('./screens/institutions/institution-settings-screen').then((module) => ({
      Component: module.InstitutionSurveyScreen,
    })),
  portal: () =>
    import('./screens/portal/portal-screen').then((module) => ({ Component: module.PortalScreen })),
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
