import { z } from 'zod';
import { reasonText } from '../reasons';
import { NEVER_A_NAME_SEGMENTS, RESERVED_PREFIXES, SCREEN_ROUTES } from '../routes';
import { contract } from './contract';

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

export const INSTITUTION_REASONS = {
  name: reasonText('institution.name', { max: INSTITUTION_NAME_MAX }),
  path: reasonText('institution.path', { min: INSTITUTION_PATH_MIN, max: INSTITUTION_PATH_MAX }),
  pathReserved: reasonText('institution.pathReserved'),
  pathTaken: reasonText('institution.pathTaken'),
  country: reasonText('institution.country'),
  region: reasonText('institution.region'),
  status: reasonText('institution.status'),
  colour: reasonText('institution.colour'),
  email: reasonText('institution.email'),
  noAccount: reasonText('institution.noAccount'),
  alreadyInTeam: reasonText('institution.alreadyInTeam'),
  teamFull: reasonText('institution.teamFull', { max: INSTITUTION_TEAM_MAX }),
  ownerStays: reasonText('institution.ownerStays'),
  notInTeam: reasonText('institution.notInTeam'),
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
  roles: contract('institute', 'lookup', 'getInstitutionRolesForUser', {
    input: z.object({}),
    output: InstitutionRoles,
  }),
  mine: contract('institute', 'lookup', 'getMyInstitutions', {
    input: z.object({}),
    output: z.array(MyInstitution),
  }),
};
