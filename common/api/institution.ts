import { z } from 'zod';
import { institutionReasonText } from '../institution-reasons';
import { reasonText } from '../reasons';
import { NEVER_A_NAME_SEGMENTS, RESERVED_PREFIXES, SCREEN_ROUTES } from '../routes';
import { EMAIL_LIST_MAX_ENTRIES } from '../rules/email-list';
import { contract } from './contract';
import { INVITATION_REASONS, INVITATION_STATUSES, InvitationEntry } from './invitations';

/**
 * Institutions (spec §1 institution administrators, §2 `/institution/create/` and
 * `/institution/admin-settings/{sectionId?}/`, §3 Institution, §6 per-institution role maps, §7
 * `getInstitutionRolesForUser`): an institution account with its address (`path`, also the prefix
 * of its portal later), its country and region, its status and colours, its owner and its team of
 * administrators. Resource `institute` (spec §3 resource kinds).
 */

export const INSTITUTION_NAME_MAX = 100;
export const INSTITUTION_PATH_MIN = 3;
export const INSTITUTION_PATH_MAX = 40;
/** Spec §9: country options au, us, in. */
export const INSTITUTION_COUNTRIES = ['au', 'us', 'in'] as const;
export type InstitutionCountry = (typeof INSTITUTION_COUNTRIES)[number];
/** Spec §9: region 'au' by default, also 'us': where the institution's data is kept. */
export const INSTITUTION_REGIONS = ['au', 'us'] as const;
export type InstitutionRegion = (typeof INSTITUTION_REGIONS)[number];
export const DEFAULT_INSTITUTION_REGION: InstitutionRegion = 'au';
export const INSTITUTION_STATUSES = ['active', 'inactive'] as const;
export type InstitutionStatus = (typeof INSTITUTION_STATUSES)[number];
/** A person's role in an institution (the owner created it; administrators run it with them). */
export const INSTITUTION_ROLES = ['owner', 'administrator'] as const;
export type InstitutionRole = (typeof INSTITUTION_ROLES)[number];
/** The most administrators an institution's team holds besides its owner. */
export const INSTITUTION_TEAM_MAX = 50;

/**
 * Addresses an institution may not take: the first segments of the platform's own pages (its
 * screens, spec §2's reserved prefixes and the words never read as a course or profile name) and
 * of the server's own paths, so its portal's prefix never hides one of them.
 */
export const RESERVED_INSTITUTION_PATHS: readonly string[] = [
  ...new Set([
    ...Object.values(SCREEN_ROUTES).map((route) => route.split('/')[1] ?? ''),
    ...RESERVED_PREFIXES,
    ...NEVER_A_NAME_SEGMENTS,
    'healthz',
    'readyz',
    'static',
    'saml-sso',
  ]),
].filter((segment) => segment !== '' && !segment.startsWith(':'));

/** The roles of an institution's members: learners count against its learner limit, educators do not. */
export const INSTITUTION_MEMBER_ROLES = ['learner', 'educator'] as const;
export type InstitutionMemberRole = (typeof INSTITUTION_MEMBER_ROLES)[number];
/**
 * How a member joined: automatic membership, enrolling in one of its courses, a course it added
 * (its learners then), an invitation, or added by its team.
 */
export const MEMBER_SOURCES = ['automatic', 'enrolment', 'course', 'invitation', 'added'] as const;
/** The most domains automatic membership maps. */
export const AUTO_MEMBERSHIP_DOMAINS_MAX = 20;
/** The highest learner limit platform staff may set. */
export const LEARNER_LIMIT_MAX = 1_000_000;
/**
 * The learner limit a new institution starts with, until platform staff (later its plan) set
 * another; spec §9: 0 once reset, and then no learner may join.
 */
export const INSTITUTION_STARTING_LEARNER_LIMIT = 25;
/** The most valid addresses one invitation list sends to. */
export const INSTITUTION_INVITES_MAX = 1000;
/** The invitations an institution may send a day (the mail they cost). */
export const INSTITUTION_INVITES_PER_DAY = 2000;
/** Members listed per page at most. */
export const MEMBERS_PAGE_MAX = 100;

export const INSTITUTION_REASONS = {
  name: institutionReasonText('institution.name', { max: INSTITUTION_NAME_MAX }),
  path: institutionReasonText('institution.path', { min: INSTITUTION_PATH_MIN, max: INSTITUTION_PATH_MAX }),
  pathReserved: institutionReasonText('institution.pathReserved'),
  pathTaken: institutionReasonText('institution.pathTaken'),
  country: institutionReasonText('institution.country'),
  region: institutionReasonText('institution.region'),
  status: institutionReasonText('institution.status'),
  colour: institutionReasonText('institution.colour'),
  email: institutionReasonText('institution.email'),
  noAccount: institutionReasonText('institution.noAccount'),
  alreadyInTeam: institutionReasonText('institution.alreadyInTeam'),
  teamFull: institutionReasonText('institution.teamFull', { max: INSTITUTION_TEAM_MAX }),
  ownerStays: institutionReasonText('institution.ownerStays'),
  notInTeam: institutionReasonText('institution.notInTeam'),
  alreadyOwner: institutionReasonText('institution.alreadyOwner'),
  course: institutionReasonText('institution.course'),
  courseInOther: institutionReasonText('institution.courseInOther'),
  courseAlreadyAdded: institutionReasonText('institution.courseAlreadyAdded'),
  courseNotAdded: institutionReasonText('institution.courseNotAdded'),
  courseNeedsAdministrator: institutionReasonText('institution.courseNeedsAdministrator'),
  full: institutionReasonText('institution.full'),
  domain: institutionReasonText('institution.domain'),
  domainTwice: institutionReasonText('institution.domainTwice'),
  domains: institutionReasonText('institution.domains', { max: AUTO_MEMBERSHIP_DOMAINS_MAX }),
  memberRole: institutionReasonText('institution.memberRole'),
  learnerLimit: institutionReasonText('institution.learnerLimit', {
    max: LEARNER_LIMIT_MAX.toLocaleString('en'),
  }),
  notMember: institutionReasonText('institution.notMember'),
  invitesTooMany: reasonText('invitation.tooMany', { max: INSTITUTION_INVITES_MAX.toLocaleString('en') }),
  invitesDailyLimit: institutionReasonText('institution.invitesDailyLimit', {
    max: INSTITUTION_INVITES_PER_DAY.toLocaleString('en'),
  }),
  invitationNotFound: institutionReasonText('institution.invitationNotFound'),
  invitationOtherAddress: institutionReasonText('institution.invitationOtherAddress'),
};

const Name = z
  .string({ error: INSTITUTION_REASONS.name })
  .trim()
  .min(1, { error: INSTITUTION_REASONS.name })
  .max(INSTITUTION_NAME_MAX, { error: INSTITUTION_REASONS.name });

const Colour = z
  .string({ error: INSTITUTION_REASONS.colour })
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, { error: INSTITUTION_REASONS.colour });

/** An institution's address: lowercase letters and digits joined by single hyphens, not a reserved word. */
export const InstitutionPath = z
  .string({ error: INSTITUTION_REASONS.path })
  .trim()
  .toLowerCase()
  .min(INSTITUTION_PATH_MIN, { error: INSTITUTION_REASONS.path })
  .max(INSTITUTION_PATH_MAX, { error: INSTITUTION_REASONS.path })
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: INSTITUTION_REASONS.path })
  .refine((path) => !RESERVED_INSTITUTION_PATHS.includes(path), { error: INSTITUTION_REASONS.pathReserved });

/** `create institute`: a new institution, its creator its owner. */
export const CreateInstitutionInput = z.object({
  name: Name,
  path: InstitutionPath,
  country: z.enum(INSTITUTION_COUNTRIES, { error: INSTITUTION_REASONS.country }),
  region: z
    .enum(INSTITUTION_REGIONS, { error: INSTITUTION_REASONS.region })
    .default(DEFAULT_INSTITUTION_REGION),
});
export type CreateInstitutionInput = z.input<typeof CreateInstitutionInput>;

/** What the institution's administrators change in its general settings (its path stays). */
export const InstitutionSettingsInput = z.object({
  name: Name,
  country: z.enum(INSTITUTION_COUNTRIES, { error: INSTITUTION_REASONS.country }),
  region: z.enum(INSTITUTION_REGIONS, { error: INSTITUTION_REASONS.region }),
  status: z.enum(INSTITUTION_STATUSES, { error: INSTITUTION_REASONS.status }),
  colours: z.object({ primary: Colour, accent: Colour }),
});
export type InstitutionSettingsInput = z.infer<typeof InstitutionSettingsInput>;

/** The colours an institution starts with (its portal's theme). */
export const DEFAULT_INSTITUTION_COLOURS = { primary: '#0f766e', accent: '#b45309' } as const;

/** An institution's general settings, as its administrators see them. */
export const InstitutionSettings = InstitutionSettingsInput.extend({
  path: z.string(),
  /** Who created it; null once their account is gone. */
  owner: z.object({ userId: z.string(), fullName: z.string() }).nullable(),
  createdAt: z.string(),
  /** The caller's role in it: what they may change (platform staff who are not in its team: null). */
  myRole: z.enum(INSTITUTION_ROLES).nullable(),
});
export type InstitutionSettings = z.infer<typeof InstitutionSettings>;

/** One person of the institution's team. */
export const TeamMember = z.object({
  userId: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(INSTITUTION_ROLES),
  addedAt: z.string(),
});
export type TeamMember = z.infer<typeof TeamMember>;

export const AddAdministratorInput = z.object({
  email: z
    .string({ error: INSTITUTION_REASONS.email })
    .trim()
    .toLowerCase()
    .email({ error: INSTITUTION_REASONS.email })
    .max(254, { error: INSTITUTION_REASONS.email }),
});
export const RemoveAdministratorInput = z.object({
  userId: z.uuid({ error: INSTITUTION_REASONS.notInTeam }),
});
/** `transferOwnership`: the administrator who becomes the owner. */
export const TransferOwnershipInput = RemoveAdministratorInput;

/** The caller's institutions and their role in each (spec §7 getInstitutionRolesForUser), by path. */
export const InstitutionRoles = z.record(z.string(), z.enum(INSTITUTION_ROLES));

/** One of the caller's institutions, for their list and menus. */
export const MyInstitution = z.object({
  path: z.string(),
  name: z.string(),
  role: z.enum(INSTITUTION_ROLES),
  status: z.enum(INSTITUTION_STATUSES),
});
export type MyInstitution = z.infer<typeof MyInstitution>;

/** A course's address, as the institution's course methods take it. */
const CoursePathInput = z
  .string({ error: INSTITUTION_REASONS.course })
  .trim()
  .toLowerCase()
  .min(1, { error: INSTITUTION_REASONS.course })
  .max(200, { error: INSTITUTION_REASONS.course });

export const InstitutionCourseInput = z.object({ coursePath: CoursePathInput });
/** `archiveCourse`: archived (the default) or back in use. */
export const ArchiveCourseInput = z.object({
  coursePath: CoursePathInput,
  archived: z.boolean().default(true),
});
export type ArchiveCourseInput = z.input<typeof ArchiveCourseInput>;

/** An institution course's state: in use, or archived (kept, with its learners, but off its lists). */
export const INSTITUTION_COURSE_STATUSES = ['active', 'archived'] as const;

/**
 * One of the institution's courses (spec §7 getAllCourseSearchSummaries): its team administers it
 * while it belongs to the institution.
 */
export const InstitutionCourse = z.object({
  path: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  /** Listed in the catalogue. */
  displayed: z.boolean(),
  status: z.enum(INSTITUTION_COURSE_STATUSES),
  /** Its classes, and the learners enrolled in them. */
  classes: z.number().int(),
  learners: z.number().int(),
  addedAt: z.string(),
});
export type InstitutionCourse = z.infer<typeof InstitutionCourse>;

/** A course the caller administers that belongs to no institution yet: one they may add. */
export const AddableCourse = z.object({ path: z.string(), name: z.string() });
export type AddableCourse = z.infer<typeof AddableCourse>;

/** A mail domain as automatic membership maps it: `school.example` (a leading @ is dropped). */
const MailDomain = z
  .string({ error: INSTITUTION_REASONS.domain })
  .trim()
  .toLowerCase()
  .transform((domain) => domain.replace(/^@/, ''))
  .pipe(
    z
      .string()
      .max(253, { error: INSTITUTION_REASONS.domain })
      .regex(/^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, { error: INSTITUTION_REASONS.domain }),
  );

/** Spec §3 autoMembership: on or off, and the role each mail domain's people join with. */
export const AutoMembership = z.object({
  isEnabled: z.boolean(),
  rolesMapping: z
    .array(
      z.object({
        domain: MailDomain,
        role: z.enum(INSTITUTION_MEMBER_ROLES, { error: INSTITUTION_REASONS.memberRole }),
      }),
    )
    .max(AUTO_MEMBERSHIP_DOMAINS_MAX, { error: INSTITUTION_REASONS.domains })
    .refine((mapping) => new Set(mapping.map((entry) => entry.domain)).size === mapping.length, {
      error: INSTITUTION_REASONS.domainTwice,
    }),
});
export type AutoMembership = z.infer<typeof AutoMembership>;
export type AutoMembershipInput = z.input<typeof AutoMembership>;

/** The institution's membership: its learner limit and how much of it is used, and automatic membership. */
export const Membership = z.object({
  learnerLimit: z.number().int(),
  learners: z.number().int(),
  educators: z.number().int(),
  autoMembership: AutoMembership,
  /** Whether the caller may change the learner limit (platform staff). */
  canSetLearnerLimit: z.boolean(),
});
export type Membership = z.infer<typeof Membership>;

export const LearnerLimitInput = z.object({
  learnerLimit: z
    .number({ error: INSTITUTION_REASONS.learnerLimit })
    .int({ error: INSTITUTION_REASONS.learnerLimit })
    .min(0, { error: INSTITUTION_REASONS.learnerLimit })
    .max(LEARNER_LIMIT_MAX, { error: INSTITUTION_REASONS.learnerLimit }),
});

/** One member of the institution. */
export const InstitutionMember = z.object({
  userId: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: z.enum(INSTITUTION_MEMBER_ROLES),
  source: z.enum(MEMBER_SOURCES),
  joinedAt: z.string(),
});
export type InstitutionMember = z.infer<typeof InstitutionMember>;

/** `getPaginatedEnrolments`: a page of members, newest first, found by name or address and role. */
export const MemberListInput = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MEMBERS_PAGE_MAX).default(25),
  q: z.string().trim().max(200).optional().default(''),
  role: z.enum(INSTITUTION_MEMBER_ROLES).optional(),
});
export interface MemberListInput {
  offset?: number;
  limit?: number;
  q?: string;
  role?: InstitutionMemberRole;
}
export const MemberList = z.object({ members: z.array(InstitutionMember), total: z.number().int() });
export type MemberList = z.infer<typeof MemberList>;

export const RemoveMemberInput = z.object({ userId: z.uuid({ error: INSTITUTION_REASONS.notMember }) });

/** `inviteMembers`: a pasted list (or a CSV's text) of addresses, invited with one role. */
export const InviteMembersInput = z.object({
  emails: z
    .string({ error: INVITATION_REASONS.empty })
    .max(EMAIL_LIST_MAX_ENTRIES * 64, { error: INVITATION_REASONS.tooMany }),
  role: z.enum(INSTITUTION_MEMBER_ROLES, { error: INSTITUTION_REASONS.memberRole }).default('learner'),
});
export type InviteMembersInput = z.input<typeof InviteMembersInput>;

/** Each entry of the list as judged, and for a valid address what became of it (spec §4 invitee status). */
export const InviteMembersResult = z.object({ entries: z.array(InvitationEntry) });
export type InviteMembersResult = z.infer<typeof InviteMembersResult>;

/** An invitation waiting for its answer, as the institution's team sees it. */
export const PendingInvitation = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(INSTITUTION_MEMBER_ROLES),
  status: z.enum(INVITATION_STATUSES),
  invitedAt: z.string(),
  sentAt: z.string().nullable(),
});
export type PendingInvitation = z.infer<typeof PendingInvitation>;

/** `getPaginatedPendingInvitations`: a page of the invitations waiting for an answer, newest first. */
export const PendingInvitationListInput = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MEMBERS_PAGE_MAX).default(25),
});
export interface PendingInvitationListInput {
  offset?: number;
  limit?: number;
}
export const PendingInvitationList = z.object({
  invitations: z.array(PendingInvitation),
  total: z.number().int(),
});
export type PendingInvitationList = z.infer<typeof PendingInvitationList>;

export const RevokeInvitationInput = z.object({
  invitationId: z.uuid({ error: INVITATION_REASONS.invitationId }),
});

/** The token of a mailed institution invitation link. */
export const InstitutionInvitationTokenInput = z.object({
  token: z
    .string({ error: INSTITUTION_REASONS.invitationNotFound })
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{64}$/, { error: INSTITUTION_REASONS.invitationNotFound }),
});

/** What the invitation screen shows: the institution, the role, the address invited and the answer so far. */
export const InstitutionInvitationPreview = z.object({
  institutionPath: z.string(),
  institutionName: z.string(),
  role: z.enum(INSTITUTION_MEMBER_ROLES),
  email: z.string(),
  answer: z.enum(['pending', 'accepted', 'declined']),
});
export type InstitutionInvitationPreview = z.infer<typeof InstitutionInvitationPreview>;

/** An institution whose courses the catalogue lists (spec §7 getInstitutions): its address and name. */
export const ListedInstitution = z.object({ path: z.string(), name: z.string() });
export type ListedInstitution = z.infer<typeof ListedInstitution>;

/** An institution the caller is a member of (spec §7 getEnrolledInstitutionsData), with their role in it. */
export const EnrolledInstitution = z.object({
  path: z.string(),
  name: z.string(),
  role: z.enum(INSTITUTION_MEMBER_ROLES),
  logoUrl: z.string().nullable(),
});
export type EnrolledInstitution = z.infer<typeof EnrolledInstitution>;

/** Where featured institutions are shown: the platform's lists (featured), or its home page too (homeFeatured). */
export const FEATURED_PLACES = ['lists', 'home'] as const;

/** A featured institution (spec §7 getFeaturableInstitutions; §3 featured, homeFeatured). */
export const FeaturedInstitution = z.object({
  path: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
});
export type FeaturedInstitution = z.infer<typeof FeaturedInstitution>;

/** The calls of institutions (resource `institute`; id: the institution's path). */
export const institutionCalls = {
  create: contract('institute', 'create', undefined, {
    input: CreateInstitutionInput,
    output: InstitutionSettings,
  }),
  settings: contract('institute', 'read', 'getSettings', {
    input: z.object({}),
    output: InstitutionSettings,
  }),
  updateSettings: contract('institute', 'update', 'updateSettings', {
    input: InstitutionSettingsInput,
    output: InstitutionSettings,
  }),
  team: contract('institute', 'read', 'getTeam', { input: z.object({}), output: z.array(TeamMember) }),
  addAdministrator: contract('institute', 'update', 'addAdministrator', {
    input: AddAdministratorInput,
    output: z.array(TeamMember),
  }),
  removeAdministrator: contract('institute', 'update', 'removeAdministrator', {
    input: RemoveAdministratorInput,
    output: z.array(TeamMember),
  }),
  transferOwnership: contract('institute', 'update', 'transferOwnership', {
    input: TransferOwnershipInput,
    output: z.array(TeamMember),
  }),
  courses: contract('institute', 'read', 'getAllCourseSearchSummaries', {
    input: z.object({}),
    output: z.array(InstitutionCourse),
  }),
  addableCourses: contract('institute', 'read', 'getAddableCourses', {
    input: z.object({}),
    output: z.array(AddableCourse),
  }),
  addCourse: contract('institute', 'update', 'addCourse', {
    input: InstitutionCourseInput,
    output: z.array(InstitutionCourse),
  }),
  removeCourse: contract('institute', 'update', 'removeCourse', {
    input: InstitutionCourseInput,
    output: z.array(InstitutionCourse),
  }),
  archiveCourse: contract('institute', 'update', 'archiveCourse', {
    input: ArchiveCourseInput,
    output: z.array(InstitutionCourse),
  }),
  membership: contract('institute', 'read', 'getMembership', { input: z.object({}), output: Membership }),
  updateAutoMembership: contract('institute', 'update', 'updateAutoMembership', {
    input: AutoMembership,
    output: Membership,
  }),
  setLearnerLimit: contract('institute', 'update', 'setLearnerLimit', {
    input: LearnerLimitInput,
    output: Membership,
  }),
  members: contract('institute', 'read', 'getPaginatedEnrolments', {
    input: MemberListInput,
    output: MemberList,
  }),
  removeMember: contract('institute', 'update', 'removeMember', {
    input: RemoveMemberInput,
    output: Membership,
  }),
  inviteMembers: contract('institute', 'update', 'inviteMembers', {
    input: InviteMembersInput,
    output: InviteMembersResult,
  }),
  pendingInvitations: contract('institute', 'read', 'getPaginatedPendingInvitations', {
    input: PendingInvitationListInput,
    output: PendingInvitationList,
  }),
  revokeInvitation: contract('institute', 'update', 'revokeInvitation', {
    input: RevokeInvitationInput,
    output: z.object({ revoked: z.literal(true) }),
  }),
  getInvitation: contract('institute', 'lookup', 'getInvitation', {
    input: InstitutionInvitationTokenInput,
    output: InstitutionInvitationPreview,
  }),
  acceptInvitation: contract('institute', 'execute', 'acceptInvitation', {
    input: InstitutionInvitationTokenInput,
    output: InstitutionInvitationPreview,
  }),
  declineInvitation: contract('institute', 'execute', 'declineInvitation', {
    input: InstitutionInvitationTokenInput,
    output: InstitutionInvitationPreview,
  }),
  listed: contract('institute', 'lookup', 'getInstitutions', {
    input: z.object({}),
    output: z.array(ListedInstitution),
  }),
  roles: contract('institute', 'lookup', 'getInstitutionRolesForUser', {
    input: z.object({}),
    output: InstitutionRoles,
  }),
  mine: contract('institute', 'lookup', 'getMyInstitutions', {
    input: z.object({}),
    output: z.array(MyInstitution),
  }),
  featurable: contract('institute', 'lookup', 'getFeaturableInstitutions', {
    input: z.object({ place: z.enum(FEATURED_PLACES).default('lists') }),
    output: z.array(FeaturedInstitution),
  }),
  enrolled: contract('user', 'read', 'getEnrolledInstitutionsData', {
    input: z.object({}),
    output: z.array(EnrolledInstitution),
  }),
};
