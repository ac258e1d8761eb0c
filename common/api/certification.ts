import { z } from 'zod';
import { FRAMEWORKS } from '../domain/opencred-frameworks';
import { reasonText } from '../reasons';
import { CURRENCIES, PRICE_MAX_MINOR } from './cohort';
import { contract } from './contract';

/**
 * Certification (spec §2 /certification/{action}/ and /certificate-verification/{code}/, §3
 * Certification, §4 certification states, §9 the student certification list): a course's
 * certificate design and issuing rule, the certificates issued to its learners (one per learner
 * and course), their revocation and refreshing by the course team, and the public verification
 * of a certificate by its short code.
 */

export const CERTIFICATE_TITLE_MAX = 80;
export const CERTIFICATE_WORDING_MAX = 300;
export const SIGNATORY_NAME_MAX = 80;
export const SIGNATORIES_MAX = 3;
/** The longest minimum of active learning time a certificate may ask for: 1,000 hours. */
export const MIN_LEARNING_MINUTES_MAX = 60_000;
export const REVOKE_REASON_MAX = 300;
/**
 * A certificate's images: the course's logo, and a signature per signatory. PNG or JPEG (what
 * pdfkit embeds), judged by their bytes, at most 2 MB; stored as PNG within these bounds.
 */
export const CERTIFICATE_IMAGE_KINDS = ['logo', 'signature'] as const;
export type CertificateImageKind = (typeof CERTIFICATE_IMAGE_KINDS)[number];
export const CERTIFICATE_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const CERTIFICATE_IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg'] as const;
export const CERTIFICATE_IMAGE_BOUNDS: Record<CertificateImageKind, { width: number; height: number }> = {
  logo: { width: 1200, height: 600 },
  signature: { width: 900, height: 300 },
};
/** The student certification list (spec §9): page 1 first, 50 a page. */
export const CERTIFICATE_LIST_PAGE_SIZE = 50;

/** The certificate's fields a design may show or leave out (the learner's name always shows). */
export const CERTIFICATE_FIELDS = ['course', 'date', 'hours', 'outcomes', 'grade'] as const;
export type CertificateField = (typeof CERTIFICATE_FIELDS)[number];

/**
 * When a course's certificates are issued: at 100% progress, on passing the course's assessment (a
 * course grade of at least its pass mark, every assessed item scored), or by the course team by hand.
 */
export const ISSUE_RULES = ['completion', 'assessment', 'manual'] as const;
export type IssueRule = (typeof ISSUE_RULES)[number];

/** A class's own rule in place of its course's: one of the course rules, or no certificate for its learners. */
export const CLASS_ISSUE_RULES = [...ISSUE_RULES, 'none'] as const;
export type ClassIssueRule = (typeof CLASS_ISSUE_RULES)[number];

/**
 * What a certificate certifies: an OpenCreds course, another course (of completion), or a
 * qualification (its core courses and the electives it asks for).
 */
export const CERTIFICATE_TYPES = ['certificate_of_completion', 'opencred', 'qualification'] as const;
export type CertificateType = (typeof CERTIFICATE_TYPES)[number];

export const CERTIFICATION_REASONS = {
  price: reasonText('certificate.price'),
  title: reasonText('certificate.title', { max: CERTIFICATE_TITLE_MAX }),
  wording: reasonText('certificate.wording', { max: CERTIFICATE_WORDING_MAX }),
  signatoryName: reasonText('certificate.signatoryName', { max: SIGNATORY_NAME_MAX }),
  signatoryTitle: reasonText('certificate.signatoryTitle', { max: SIGNATORY_NAME_MAX }),
  signatories: reasonText('certificate.signatories', { max: SIGNATORIES_MAX }),
  colour: reasonText('certificate.colour'),
  issueRule: reasonText('certificate.issueRule'),
  minLearningMinutes: reasonText('certificate.minLearningMinutes', { max: MIN_LEARNING_MINUTES_MAX }),
  passMark: reasonText('certificate.passMark'),
  revokeReason: reasonText('certificate.revokeReason', { max: REVOKE_REASON_MAX }),
  chooseLearner: reasonText('progress.learner'),
  imageType: reasonText('certificate.imageType'),
  unknownImage: reasonText('certificate.unknownImage'),
};

/** The key of an uploaded certificate image: a random UUID and `.png` (the storage folder apart). */
export const CertificateImageKey = z
  .string({ error: CERTIFICATION_REASONS.unknownImage })
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.png$/, {
    error: CERTIFICATION_REASONS.unknownImage,
  });

/** What a certificate image upload answers: the key a design or the settings name it by. */
export const CertificateImageUpload = z.object({ key: CertificateImageKey });
export type CertificateImageUpload = z.infer<typeof CertificateImageUpload>;

const Colour = z
  .string({ error: CERTIFICATION_REASONS.colour })
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, { error: CERTIFICATION_REASONS.colour });

/** One person who signs the certificate: their name and title, printed under a line. */
export const Signatory = z.object({
  name: z
    .string({ error: CERTIFICATION_REASONS.signatoryName })
    .trim()
    .min(1, { error: CERTIFICATION_REASONS.signatoryName })
    .max(SIGNATORY_NAME_MAX, { error: CERTIFICATION_REASONS.signatoryName }),
  title: z
    .string({ error: CERTIFICATION_REASONS.signatoryTitle })
    .trim()
    .max(SIGNATORY_NAME_MAX, { error: CERTIFICATION_REASONS.signatoryTitle }),
  /** Their signature image, drawn above the line (absent or null: none). */
  signatureKey: CertificateImageKey.nullable().optional(),
});
export type Signatory = z.infer<typeof Signatory>;

/** What a course's certificate looks like and says. */
export const CertificateDesign = z.object({
  title: z
    .string({ error: CERTIFICATION_REASONS.title })
    .trim()
    .min(1, { error: CERTIFICATION_REASONS.title })
    .max(CERTIFICATE_TITLE_MAX, { error: CERTIFICATION_REASONS.title }),
  /** The line between the learner's name and the course's, e.g. "has successfully completed". */
  wording: z
    .string({ error: CERTIFICATION_REASONS.wording })
    .trim()
    .max(CERTIFICATE_WORDING_MAX, { error: CERTIFICATION_REASONS.wording }),
  signatories: z
    .array(Signatory, { error: CERTIFICATION_REASONS.signatories })
    .max(SIGNATORIES_MAX, { error: CERTIFICATION_REASONS.signatories }),
  colours: z.object({ primary: Colour, accent: Colour }),
  /** The fields printed besides the learner's name. */
  fields: z.record(z.enum(CERTIFICATE_FIELDS), z.boolean()),
});
export type CertificateDesign = z.infer<typeof CertificateDesign>;

/** The design a course starts from when its team turns certificates on. */
export const DEFAULT_CERTIFICATE_DESIGN: CertificateDesign = {
  title: 'Certificate of Completion',
  wording: 'has successfully completed',
  signatories: [],
  colours: { primary: '#1e3a8a', accent: '#b45309' },
  fields: { course: true, date: true, hours: true, outcomes: false, grade: false },
};

/** A certificate's price: an amount above 0 in minor units of one of the four currencies. */
export const CertificatePrice = z.object(
  {
    currency: z.enum(CURRENCIES, { error: CERTIFICATION_REASONS.price }),
    amount: z
      .number({ error: CERTIFICATION_REASONS.price })
      .int({ error: CERTIFICATION_REASONS.price })
      .min(1, { error: CERTIFICATION_REASONS.price })
      .max(PRICE_MAX_MINOR, { error: CERTIFICATION_REASONS.price }),
  },
  { error: CERTIFICATION_REASONS.price },
);
export type CertificatePrice = z.infer<typeof CertificatePrice>;

const CertificateSettingsFields = z.object({
  enabled: z.boolean(),
  design: CertificateDesign,
  /** The course's logo, drawn at the top of its certificates (null: none; absent keeps it). */
  logoKey: CertificateImageKey.nullable().optional(),
  issueRule: z.enum(ISSUE_RULES, { error: CERTIFICATION_REASONS.issueRule }),
  /** Active learning time a learner must have recorded in the course first; null asks for none. */
  minLearningMinutes: z
    .number({ error: CERTIFICATION_REASONS.minLearningMinutes })
    .int({ error: CERTIFICATION_REASONS.minLearningMinutes })
    .min(0, { error: CERTIFICATION_REASONS.minLearningMinutes })
    .max(MIN_LEARNING_MINUTES_MAX, { error: CERTIFICATION_REASONS.minLearningMinutes })
    .nullable(),
  /** The course grade, in percent, that earns the certificate under the 'assessment' rule (kept under another rule). */
  passMark: z
    .number({ error: CERTIFICATION_REASONS.passMark })
    .int({ error: CERTIFICATION_REASONS.passMark })
    .min(1, { error: CERTIFICATION_REASONS.passMark })
    .max(100, { error: CERTIFICATION_REASONS.passMark })
    .nullable()
    .default(null),
  /**
   * What a certificate earned by the rule (completion or a pass) costs its learner, in minor units
   * of one currency (spec §1 item type `certificate`); null: free. Issuing by hand stays free.
   */
  price: CertificatePrice.nullable().default(null),
});

/** A course's certificate settings: on or off, the design, when certificates are issued. */
export const CertificateSettings = CertificateSettingsFields.refine(
  (settings) => settings.issueRule !== 'assessment' || settings.passMark !== null,
  {
    error: CERTIFICATION_REASONS.passMark,
    path: ['passMark'],
  },
);
export type CertificateSettings = z.infer<typeof CertificateSettings>;

/** The settings with what the designer's preview shows of the course. */
export const CertificateSettingsView = CertificateSettingsFields.extend({
  courseName: z.string(),
  learningHours: z.number().nullable(),
  outcomes: z.array(z.string()),
  /** Certificates issued so far (a design change applies to later ones and to refreshed ones). */
  issuedCount: z.number().int(),
});
export type CertificateSettingsView = z.infer<typeof CertificateSettingsView>;

/** What a certificate says, fixed when it is issued and again when it is refreshed. */
export const CertificateData = z.object({
  learnerName: z.string(),
  /** The course's name, or the qualification's. */
  courseName: z.string(),
  /** The course's path; empty for a qualification's certificate. */
  coursePath: z.string(),
  /** A qualification's certificate: the qualification's code (its landing page /qualifications/{code}/). */
  qualificationCode: z.string().optional(),
  /** The course's language: the certificate's own words are printed in it. */
  language: z.string(),
  learningHours: z.number().nullable(),
  /** An OpenCreds course's credential framework, printed with its hours (absent from certificates issued before it was kept). */
  framework: z.enum(FRAMEWORKS).nullable().optional(),
  outcomes: z.array(z.string()),
  /** The learner's grade in words; null when the course grades nothing. */
  grade: z.string().nullable(),
  /** Who issues it: the course's provider. */
  issuerName: z.string(),
  design: CertificateDesign,
  /** The course's logo when it was issued or refreshed (absent from earlier certificates). */
  logoKey: z.string().nullable().optional(),
});
export type CertificateData = z.infer<typeof CertificateData>;

export const CERTIFICATE_STATUSES = ['valid', 'revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** A certificate as its verification page shows it to anyone holding its code. */
export const CertificateVerification = z.object({
  code: z.string(),
  type: z.enum(CERTIFICATE_TYPES),
  status: z.enum(CERTIFICATE_STATUSES),
  data: CertificateData,
  issuedAt: z.string(),
  refreshedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
});
export type CertificateVerification = z.infer<typeof CertificateVerification>;

/** One row of the student certification list. */
export const CertificateRow = z.object({
  code: z.string(),
  userId: z.string(),
  learnerName: z.string(),
  email: z.string(),
  className: z.string().nullable(),
  status: z.enum(CERTIFICATE_STATUSES),
  issuedAt: z.string(),
  refreshedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
  /** Issued by the course team by hand (their name), or by the course's rule (null). */
  issuedByName: z.string().nullable(),
});
export type CertificateRow = z.infer<typeof CertificateRow>;

export const CertificateListInput = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  status: z.enum(['all', ...CERTIFICATE_STATUSES]).default('all'),
  search: z.string().trim().max(100).default(''),
});
export type CertificateListInput = z.input<typeof CertificateListInput>;
export type CertificateListQuery = z.output<typeof CertificateListInput>;

export const CertificateList = z.object({
  rows: z.array(CertificateRow),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type CertificateList = z.infer<typeof CertificateList>;

/** A learner of the course without a certificate, whom the course team may certify by hand. */
export const UncertifiedLearner = z.object({
  userId: z.string(),
  fullName: z.string(),
  email: z.string(),
  className: z.string(),
  /** Their progress in the course, 0 to 100. */
  progress: z.number(),
});
export type UncertifiedLearner = z.infer<typeof UncertifiedLearner>;

export const IssueCertificateInput = z.object({
  coursePath: z
    .string({ error: reasonText('progress.course') })
    .trim()
    .min(1, { error: reasonText('progress.course') }),
  userId: z.uuid({ error: CERTIFICATION_REASONS.chooseLearner }),
});
export const RevokeCertificateInput = z.object({
  reason: z
    .string({ error: CERTIFICATION_REASONS.revokeReason })
    .trim()
    .min(1, { error: CERTIFICATION_REASONS.revokeReason })
    .max(REVOKE_REASON_MAX, { error: CERTIFICATION_REASONS.revokeReason }),
});

/** The short code of a certificate as typed or scanned: letters and digits, dashes and case ignored. */
export const CertificateCodeInput = z.object({ code: z.string().trim().max(40) });

/** One of the learner's certificates, as their own list shows it. */
export const MyCertificate = z.object({
  code: z.string(),
  type: z.enum(CERTIFICATE_TYPES),
  title: z.string(),
  courseName: z.string(),
  coursePath: z.string(),
  issuerName: z.string(),
  learningHours: z.number().nullable(),
  issuedAt: z.string(),
  refreshedAt: z.string().nullable(),
  status: z.enum(CERTIFICATE_STATUSES),
  /** Shown among the badges of their public profile. */
  onProfile: z.boolean(),
});
export type MyCertificate = z.infer<typeof MyCertificate>;

/** A standing certificate its holder shows on their profile, as anyone sees it there. */
export const ProfileBadge = MyCertificate.omit({ status: true, onProfile: true });
export type ProfileBadge = z.infer<typeof ProfileBadge>;

/**
 * A learner's request to be assessed for the course's certificate, for a course whose team issues
 * it by hand (spec §4 "assessment requested"): pending until the team issues it, or declined with
 * the team's reason (the learner is prompted to ask again, §4 "retry prompt"); withdrawn by the
 * learner (§4 "undo").
 */
export const CertificateRequest = z.object({
  requestedAt: z.string(),
  declinedAt: z.string().nullable(),
  declinedReason: z.string().nullable(),
});
export type CertificateRequest = z.infer<typeof CertificateRequest>;

/** A learner's course grade against the pass mark of a certificate earned by passing the course's assessment. */
export const CourseGradeStanding = z.object({
  passMark: z.number().int(),
  /** The weighted total of the scores they can see, in percent (one decimal); null before any. */
  grade: z.number().nullable(),
  /** The course's assessed items (quizzes and exams), and how many of them have no score yet. */
  items: z.number().int(),
  unscored: z.number().int(),
});
export type CourseGradeStanding = z.infer<typeof CourseGradeStanding>;

/** The signed-in learner's certification in a course: the progress page's certification status. */
export const MyCertification = z.object({
  /** Does the course issue certificates? */
  offered: z.boolean(),
  issueRule: z.enum(ISSUE_RULES),
  minLearningMinutes: z.number().int().nullable(),
  /** Active learning time recorded in the course. */
  learningMinutes: z.number().int(),
  completedPages: z.number().int(),
  totalPages: z.number().int(),
  certificate: MyCertificate.nullable(),
  /** The learner's request to be assessed for a certificate issued by hand, while it has none. */
  request: CertificateRequest.nullable(),
  /** Under the 'assessment' rule, while they have no certificate: their standing against the pass mark. */
  assessment: CourseGradeStanding.nullable(),
  /** What the certificate costs once the rule is met (it is then bought: item type `certificate`); null: free. */
  price: CertificatePrice.nullable(),
});
export type MyCertification = z.infer<typeof MyCertification>;

/** A learner's request for a certificate issued by hand, pending or not (§4 "assessment requested"). */
export const CertificateRequestRow = z.object({
  userId: z.string(),
  fullName: z.string(),
  email: z.string(),
  className: z.string(),
  /** Their progress in the course, 0 to 100. */
  progress: z.number(),
  learningMinutes: z.number().int(),
  requestedAt: z.string(),
});
export type CertificateRequestRow = z.infer<typeof CertificateRequestRow>;

export const DeclineRequestInput = z.object({
  userId: z.uuid({ error: CERTIFICATION_REASONS.chooseLearner }),
  reason: RevokeCertificateInput.shape.reason,
});

export const SetOnProfileInput = z.object({ onProfile: z.boolean({ error: reasonText('social.onOrOff') }) });
export const ProfileBadgesInput = z.object({ profileName: z.string().trim().toLowerCase().min(1).max(80) });

/** The most learners a bulk issue may name at once. */
export const BULK_ISSUE_MAX = 5000;
/** Why a bulk issue left a learner without a certificate: the refusals of issuing by hand. */
export const BATCH_SKIP_CAUSES = [
  'already_issued',
  'not_learner',
  'learning_time_short',
  'off',
  'class_off',
] as const;
export type BatchSkipReason = (typeof BATCH_SKIP_CAUSES)[number];

const CHOOSE_LEARNERS = reasonText('certificate.chooseLearners', { max: BULK_ISSUE_MAX });

/**
 * `update course issueCertificates/{coursePath}`: issue the course's certificate to the chosen
 * learners, or to every active learner of the course (of the class `cohortPath`) without one.
 */
export const IssueCertificatesInput = z.discriminatedUnion(
  'learners',
  [
    z.object({
      learners: z.literal('chosen'),
      userIds: z
        .array(z.uuid({ error: CHOOSE_LEARNERS }), { error: CHOOSE_LEARNERS })
        .min(1, { error: CHOOSE_LEARNERS })
        .max(BULK_ISSUE_MAX, { error: CHOOSE_LEARNERS }),
    }),
    z.object({
      learners: z.literal('uncertified'),
      cohortPath: z
        .string({ error: reasonText('enrolment.cohortPath') })
        .trim()
        .toLowerCase()
        .min(1, { error: reasonText('enrolment.cohortPath') })
        .max(200, { error: reasonText('enrolment.cohortPath') })
        .optional(),
    }),
  ],
  { error: CHOOSE_LEARNERS },
);
export type IssueCertificatesInput = z.input<typeof IssueCertificatesInput>;

/**
 * Where a bulk issue stands (spec §4 job progress): running with the percentage of its learners
 * gone through, then finished, or failed with why (the certificates issued before stay).
 */
export const CertificateBatchState = z.object({
  batchId: z.string(),
  status: z.enum(['running', 'finished', 'failed']),
  percentage: z.number().int().min(0).max(100),
  /** The learners it certifies, and how many it has gone through so far. */
  total: z.number().int(),
  done: z.number().int(),
  issued: z.number().int(),
  /** Learners left without a certificate, by reason (every reason, 0 when none). */
  skipped: z.record(z.enum(BATCH_SKIP_CAUSES), z.number().int()),
  reason: z.string().optional(),
});
export type CertificateBatchState = z.infer<typeof CertificateBatchState>;

/** A class of the course with its own certificate rule, or the course's (`issueRule` null). */
export const ClassCertificateRule = z.object({
  cohortPath: z.string(),
  className: z.string(),
  issueRule: z.enum(CLASS_ISSUE_RULES).nullable(),
  passMark: z.number().int().nullable(),
});
export type ClassCertificateRule = z.infer<typeof ClassCertificateRule>;

/** `update course setClassCertificateRule/{coursePath}`: a class's own rule, or null to follow the course. */
export const SetClassRuleInput = z
  .object({
    cohortPath: z
      .string({ error: reasonText('enrolment.cohortPath') })
      .trim()
      .toLowerCase()
      .min(1, { error: reasonText('enrolment.cohortPath') })
      .max(200, { error: reasonText('enrolment.cohortPath') }),
    issueRule: z.enum(CLASS_ISSUE_RULES, { error: CERTIFICATION_REASONS.issueRule }).nullable(),
    passMark: CertificateSettingsFields.shape.passMark,
  })
  .refine((rule) => rule.issueRule !== 'assessment' || rule.passMark !== null, {
    error: CERTIFICATION_REASONS.passMark,
    path: ['passMark'],
  })
  // Only a class passing on its grade keeps a pass mark.
  .transform((rule) => ({ ...rule, passMark: rule.issueRule === 'assessment' ? rule.passMark : null }));
export type SetClassRuleInput = z.input<typeof SetClassRuleInput>;
export type SetClassRule = z.output<typeof SetClassRuleInput>;

/** The calls of certification. */
export const certificationCalls = {
  /** A course's certificate settings with what its preview shows (id: the course path). */
  getSettings: contract('course', 'read', 'getCertificateSettings', {
    input: z.object({}),
    output: CertificateSettingsView,
  }),
  setSettings: contract('course', 'update', 'setCertificateSettings', {
    input: CertificateSettings,
    output: CertificateSettingsView,
  }),
  /** The student certification list of a course (id: the course path). */
  list: contract('course', 'read', 'getCertificates', {
    input: CertificateListInput,
    output: CertificateList,
  }),
  /** The course's classes with their own certificate rules (id: the course path). */
  classRules: contract('course', 'read', 'getClassCertificateRules', {
    input: z.object({}),
    output: z.array(ClassCertificateRule),
  }),
  /** Give a class its own certificate rule, or back the course's (id: the course path); answers every class's. */
  setClassRule: contract('course', 'update', 'setClassCertificateRule', {
    input: SetClassRuleInput,
    output: z.array(ClassCertificateRule),
  }),
  /** The course's learners without a certificate, for issuing by hand (id: the course path). */
  uncertified: contract('course', 'read', 'getUncertifiedLearners', {
    input: z.object({ search: z.string().trim().max(100).default('') }),
    output: z.array(UncertifiedLearner),
  }),
  issue: contract('certificate', 'create', undefined, {
    input: IssueCertificateInput,
    output: CertificateVerification,
  }),
  /** Revoke with a reason (id: the certificate's code). */
  revoke: contract('certificate', 'update', 'revoke', {
    input: RevokeCertificateInput,
    output: CertificateVerification,
  }),
  /** Issue again with the learner's and course's data of now, same code (id: the code). */
  refresh: contract('certificate', 'update', 'refresh', {
    input: z.object({}),
    output: CertificateVerification,
  }),
  /** The signed-in person's certificates, newest first. */
  mine: contract('certificate', 'lookup', 'getMine', { input: z.object({}), output: z.array(MyCertificate) }),
  /** Show or hide one of the holder's certificates on their profile (id: the code). */
  setOnProfile: contract('certificate', 'update', 'setOnProfile', {
    input: SetOnProfileInput,
    output: MyCertificate,
  }),
  /** Anyone: the standing certificates a person shows on their profile. */
  profileBadges: contract('certificate', 'lookup', 'getProfileBadges', {
    input: ProfileBadgesInput,
    output: z.array(ProfileBadge),
  }),
  /** The signed-in learner's certification in a course (id: the course path). */
  /** The signed-in learner asks to be assessed for the course's certificate (id: the course path). */
  requestCertificate: contract('course', 'update', 'requestCertificate', {
    input: z.object({}),
    output: MyCertification,
  }),
  /** The learner withdraws their pending request (id: the course path). */
  withdrawCertificateRequest: contract('course', 'update', 'withdrawCertificateRequest', {
    input: z.object({}),
    output: MyCertification,
  }),
  /** The course team: learners' pending requests, oldest first (id: the course path). */
  requests: contract('course', 'read', 'getCertificateRequests', {
    input: z.object({}),
    output: z.array(CertificateRequestRow),
  }),
  /** The course team declines a pending request with a reason the learner reads (id: the course path). */
  declineRequest: contract('course', 'update', 'declineCertificateRequest', {
    input: DeclineRequestInput,
    output: z.object({ userId: z.string() }),
  }),
  myCertification: contract('course', 'read', 'getMyCertification', {
    input: z.object({}),
    output: MyCertification,
  }),
  /** Anyone: the certificate a code names, or not_found. */
  verify: contract('certificate', 'lookup', 'verify', {
    input: CertificateCodeInput,
    output: CertificateVerification,
  }),
  /** Start a bulk issue, run as a job (id: the course path): its state at once; getBatch follows it. */
  issueInBulk: contract('course', 'update', 'issueCertificates', {
    input: IssueCertificatesInput,
    output: CertificateBatchState,
  }),
  /** A bulk issue of the course, by its id, or the course's latest, null when none (id: the course path). */
  getBatch: contract('course', 'read', 'getCertificateBatch', {
    input: z.object({ batchId: z.uuid({ error: reasonText('request.notFound') }).optional() }),
    output: CertificateBatchState.nullable(),
  }),
};

export {
  certificateImagePath,
  certificateImageUploadPath,
  certificateLogoPath,
  certificatePdfPath,
  certificatesCsvPath,
  credentialPath,
  qualificationSignatureUploadPath,
  verificationPath,
} from '../certificate-paths';
