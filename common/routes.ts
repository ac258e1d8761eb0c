/**
 * The screen routes of the web app (spec §2), the reserved prefixes the server owns, and the first
 * segments that never name a course or a profile. Patterns use `:param`, `:param?` and a final `*`.
 */

/** Screen routes the web app serves today; later issues add theirs here. */
export const SCREEN_ROUTES = {
  home: '/',
  about: '/about/',
  learningServices: '/learningservices/',
  contact: '/contact/',
  partners: '/partners/',
  notFound: '/404/',
  courses: '/courses/',
  createCourse: '/courses/create/',
  myCourses: '/courses/my/',
  courseAdmin: '/courses/admin/',
  classAdmin: '/cohorts/admin/',
  courseLanding: '/courses/:courseCode/',
  coursePage: '/courses/:courseCode/:pagePath/*',
  login: '/accounts/login/',
  register: '/accounts/register/',
  accountSettings: '/accounts/account-settings/',
  notificationSettings: '/accounts/notifications/',
  /** The signed-in learner's own portfolio: their posts shown or hidden, publishing its public page. */
  myPortfolio: '/accounts/portfolio/',
  staffTerms: '/wasabi/tos/',
  /** The mail kept instead of sent while no SMTP server is configured (staff only). */
  staffMailOutbox: '/wasabi/mail-outbox/',
  /** Every qualification, published or not (staff only). */
  staffQualifications: '/wasabi/qualifications/',
  /** A qualification's editor, by its code; `new` creates one (staff only). */
  staffQualification: '/wasabi/qualifications/:qualificationId/',
  /** Spec §2 /wasabi/payments/: every payment, newest first, and refunds by staff (staff only). */
  staffPayments: '/wasabi/payments/',
  /** Spec §2 /qualifications/{qualificationCode}/: a qualification's landing page (no institution prefix yet). */
  qualificationLanding: '/qualifications/:qualificationCode/',
  /** The text of a type of terms (`?version=` an effective date; the one in force without it). */
  termsDocument: '/accounts/terms/:termsType/',
  resetPassword: '/accounts/reset-password/:token/',
  verifyEmail: '/accounts/verify-email/:token/',
  classInvitation: '/cohorts/invitation/:token/',
  progress: '/progress/',
  profile: '/u/:profileName/*',
  profileBlog: '/u/:profileName/blog/*',
  /** A published portfolio, public (spec §2 portfolio). */
  profilePortfolio: '/u/:profileName/portfolio/',
  endedError: '/ended_error/',
  /** Spec §2 /cohorts/studentInfo/, lowercased as every path is (?cohort={path}). */
  studentInfo: '/cohorts/studentinfo/',
  /** Spec §2 groups: a class's groups (?cohort={path}), and one of them (&group={groupId}). */
  classGroups: '/cohorts/groups/',
  /** A timed exam for a learner of a class (?cohort={path}): its standing, the attempt under way, the results. */
  exam: '/assessment/exam/:examId/',
  /** The facilitator's marking queue (?class=&status=&learner=&page=, and ?attempt= the work opened). */
  marking: '/marking/',
  /**
   * Spec §2 /assessment/{action}/{designId?}/{studentId?}/ with action `design`: an assessment design,
   * the questions marked by it and the work marked by it (one learner's with studentId), with the
   * marking queue's filters and opened work in the query as /marking/ keeps them.
   */
  assessmentDesign: '/assessment/design/:designId/:studentId?/',
  /**
   * Spec §2 /certification/{action}/?course={path}: the course team's certificate, its designer
   * (`design`) and the student certification list (`students`), CERTIFICATION_ACTIONS.
   */
  certification: '/certification/:action/',
  /** Spec §2 /certificate-verification/{subPath*}/: a certificate, by its short code, for anyone. */
  certificateVerification: '/certificate-verification/*',
  /** Spec §2 /institution/create/: a new institution, its creator its owner. */
  institutionCreate: '/institution/create/',
  /**
   * Spec §2 /institution/admin-settings/{sectionId?}/?institution={path}: an institution's settings
   * for its team, a section of INSTITUTION_SETTINGS_SECTIONS (none: the first).
   */
  institutionSettings: '/institution/admin-settings/:sectionId?/',
  /**
   * Spec §2 /institution/admin/?institution={path}&action={action}: running an institution, an
   * action of INSTITUTION_ADMIN_ACTIONS (none: the first).
   */
  institutionAdmin: '/institution/admin/',
  /** Spec §2 /institution/survey?institution={path}: the institution survey, for its team (and its add-on, for staff). */
  institutionSurvey: '/institution/survey/',
  /** The screen a mailed institution invitation links to: accept or decline joining it. */
  institutionInvitation: '/institution/invitation/:token/',
  /**
   * Spec §2 /payment/checkout/{paymentTransactionId}/{webhookType*}/: a checkout, its items, coupon
   * and payment (the trailing segments name a gateway's return and are not needed here).
   */
  checkout: '/payment/checkout/:paymentTransactionId/*',
  /** Spec §2 /payment/checkout-page/?type=&productID=: a checkout started from a link, then the one above. */
  checkoutPage: '/payment/checkout-page/',
  /** Spec §2: where a gateway sends the buyer back (?paymentTransactionId= and the gateway's parameters). */
  checkoutConfirmation: '/payment/checkout-confirmation-page/',
  /** Spec §2 /payment/thankyou/?paymentTransactionId=: what was bought, and where to use it. */
  thankYou: '/payment/thankyou/',
  /** Spec §2 /payment/update/?subscriptionId=: save a new card for a subscription; an overdue renewal is charged on it. */
  cardUpdate: '/payment/update/',
  /** Spec §2 /invoices/: the signed-in buyer's purchases and their receipts (PDF, ?page=). */
  invoices: '/invoices/',
  /** Spec §2 /accounts/subscriptions/: the signed-in person's plans, next charge, cancel and resume. */
  subscriptions: '/accounts/subscriptions/',
  /**
   * Spec §2 /accounts/payments/ (instalment plans): the signed-in buyer's classes paid in monthly
   * parts, each part's state and receipt, and the card update of an unpaid one.
   */
  instalmentPayments: '/accounts/payments/',
  /** Spec §2 /pricing/: the plans on sale, their prices by period and currency, and their trial. */
  pricing: '/pricing/',
  /**
   * Spec §2 /{institutionPrefix}/: an institution's portal, its landing page (on the main domain
   * the prefix is the institution's path). Last: every other route's first segment is reserved
   * (RESERVED_INSTITUTION_PATHS), and the server answers 404 where no portal is to be seen.
   */
  portal: '/:institutionPrefix/',
} as const;

export type ScreenName = keyof typeof SCREEN_ROUTES;

/**
 * The payment screens: their pages allow the gateways' scripts and frames (server/http/
 * security-headers.ts paymentPagePolicy), so the web enters them by a full page load.
 */
export const PAYMENT_SCREENS: readonly ScreenName[] = [
  'checkout',
  'checkoutPage',
  'checkoutConfirmation',
  'thankYou',
  'cardUpdate',
];

/** Is `path` one of the payment screens? */
export function isPaymentScreen(path: string): boolean {
  const screen = findScreen(path);
  return screen !== undefined && PAYMENT_SCREENS.includes(screen);
}

/** Screens drawn without the footer. */
export const FOOTERLESS_SCREENS: readonly ScreenName[] = ['login', 'register'];

/** Areas handled by the server under /{prefix}/… (spec §2 reserved-prefix route). */
export const RESERVED_PREFIXES = [
  'about',
  'accounts',
  'admin',
  'api',
  'auth',
  'blog',
  'certification',
  'cohorts',
  'courses',
  'help',
  'institution',
  'invoices',
  'jobs',
  'join',
  'json',
  'lti',
  'marking',
  'media',
  'notifications',
  'oauth',
  'payment',
  'pricing',
  'progress',
  'saml',
  'search',
  'sso',
  'subscriptions',
  'support',
  'tags',
  'u',
  'wasabi',
] as const;

/** First path segments that are never a course or profile name (spec §2). */
export const NEVER_A_NAME_SEGMENTS = ['admin', 'my', 'go', 'enrol', 'create'] as const;

/** Prefixes of the machine interfaces: never redirected, never served the app's HTML. */
export const API_PREFIXES = ['/json/', '/api/'] as const;

/** Is `path` under /json/ or /api/ in any case (including the bare `/json` and `/api`)? */
export function isApiPath(path: string): boolean {
  const lower = path.toLowerCase();
  return API_PREFIXES.some((prefix) => lower === prefix.slice(0, -1) || lower.startsWith(prefix));
}

/** Can `segment` be used as a course code or a profile name? */
export function isUsableName(segment: string): boolean {
  const lower = segment.toLowerCase();
  return (
    !(NEVER_A_NAME_SEGMENTS as readonly string[]).includes(lower) &&
    !(RESERVED_PREFIXES as readonly string[]).includes(lower)
  );
}

/**
 * The canonical form of a screen path: lowercased, ending in a slash. Returns null when the path
 * is already canonical. The query string is the caller's to keep.
 */
export function canonicalScreenPath(path: string): string | null {
  let canonical = path.toLowerCase();
  if (!canonical.endsWith('/')) canonical += '/';
  return canonical === path ? null : canonical;
}

/** Does `pattern` match `path`? Both are compared without their trailing slash. */
export function matchesRoute(pattern: string, path: string): boolean {
  const patternParts = splitPath(pattern);
  const pathParts = splitPath(path);
  for (let i = 0; i < patternParts.length; i++) {
    const part = patternParts[i]!;
    if (part === '*') return true;
    const segment = pathParts[i];
    if (part.startsWith(':')) {
      if (segment === undefined && !part.endsWith('?')) return false;
      continue;
    }
    if (segment !== part) return false;
  }
  return pathParts.length <= patternParts.length;
}

/** The actions of /certification/{action}/; any other is no screen (404). */
export const CERTIFICATION_ACTIONS = ['design', 'students'] as const;

/** The sections of /institution/admin-settings/{sectionId?}/; any other is no screen (404). */
export const INSTITUTION_SETTINGS_SECTIONS = ['general', 'team', 'membership', 'portal', 'domain'] as const;

/**
 * The actions of /institution/admin/ built so far: spec §2 names courses and studentData (and
 * ltiIntegrations, which comes with LTI); usage and reports are two of its inferred institution
 * screens. Any other is no screen (404).
 */
export const INSTITUTION_ADMIN_ACTIONS = ['courses', 'studentData', 'usage', 'reports'] as const;

/** The tabs a profile page has under its own address (which is its About tab); its blog is a screen of its own. */
export const PROFILE_TABS = ['badges', 'fans'] as const;

/**
 * The screen whose route matches `path`, if any. A profile's address names one of its tabs, its
 * blog or its portfolio (/u/{name}/portfolio/); anything else under it is no screen (404).
 */
export function findScreen(path: string): ScreenName | undefined {
  const names = Object.keys(SCREEN_ROUTES) as ScreenName[];
  return names.find(
    (name) =>
      matchesRoute(SCREEN_ROUTES[name], path) &&
      (name !== 'profile' || isProfileTabPath(path)) &&
      (name !== 'certification' || isCertificationPath(path)) &&
      (name !== 'institutionSettings' || isInstitutionSettingsPath(path)) &&
      (name !== 'portal' || isPortalPath(path)),
  );
}

// /institution/admin-settings/ or /institution/admin-settings/{section}/ for a section of INSTITUTION_SETTINGS_SECTIONS.
function isInstitutionSettingsPath(path: string): boolean {
  const section = splitPath(path)[2];
  return section === undefined || (INSTITUTION_SETTINGS_SECTIONS as readonly string[]).includes(section);
}

// /{prefix}/ for a prefix an institution's path may be (common/api/institution.ts InstitutionPath):
// 3 to 40 lowercase letters and digits joined by hyphens, none of the platform's own first segments.
export function isPortalPath(path: string): boolean {
  const prefix = /^\/([a-z0-9]+(?:-[a-z0-9]+)*)\/$/.exec(path)?.[1];
  return prefix !== undefined && prefix.length >= 3 && prefix.length <= 40 && !platformSegments().has(prefix);
}

let platformSegmentSet: ReadonlySet<string> | null = null;

/** The first segments of the platform's own screens, reserved prefixes and words never a name. */
function platformSegments(): ReadonlySet<string> {
  platformSegmentSet ??= new Set([
    ...Object.values(SCREEN_ROUTES).map((route) => route.split('/')[1] ?? ''),
    ...RESERVED_PREFIXES,
    ...NEVER_A_NAME_SEGMENTS,
  ]);
  return platformSegmentSet;
}

// /certification/{action}/ for an action of CERTIFICATION_ACTIONS.
function isCertificationPath(path: string): boolean {
  return (CERTIFICATION_ACTIONS as readonly string[]).includes(splitPath(path)[1] ?? '');
}

// /u/{name}/ or /u/{name}/{tab}/ for a tab of PROFILE_TABS.
function isProfileTabPath(path: string): boolean {
  const [, , tab, ...rest] = splitPath(path);
  return rest.length === 0 && (tab === undefined || (PROFILE_TABS as readonly string[]).includes(tab));
}

function splitPath(path: string): string[] {
  return path.split('/').filter((part) => part.length > 0);
}
