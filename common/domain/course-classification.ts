/** Course classifications of spec §4 and the catalogue constants of spec §9. */

/** Course types (spec §4). */
export const COURSE_TYPES = [
  'SHORT_COURSE',
  'OPENCRED',
  'MICROCREDENTIAL',
  'QUALIFICATION',
  'BACHELOR',
  'MASTER',
  'OTHER',
] as const;
export type CourseType = (typeof COURSE_TYPES)[number];

/** Education sectors (spec §4). */
export const COURSE_SECTORS = ['PROFESSIONAL_LEARNING', 'VOCATIONAL_EDUCATION', 'HIGHER_EDUCATION'] as const;
export type CourseSector = (typeof COURSE_SECTORS)[number];

/** Classifications (spec §4). */
export const COURSE_CLASSIFICATIONS = ['PATHWAY', 'CREDIT_BEARING', 'INDUSTRY_RECOGNISED'] as const;
export type CourseClassification = (typeof COURSE_CLASSIFICATIONS)[number];

/** Catalogue categories; each is an i18n key `courseCategories.<id>` on the web. */
export const COURSE_CATEGORIES = [
  'business',
  'technology',
  'data',
  'design',
  'education',
  'health',
  'languages',
  'science',
  'personal_development',
  'trades',
] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];

/** Catalogue sorts (spec §9). */
export const CATALOGUE_SORTS = [
  'relevance',
  'popularity',
  'start_date',
  'price_asc',
  'price_desc',
  'name_asc',
  'name_desc',
] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

/** Administered-course sorts (spec §9). */
export const COURSE_SORTS = [
  'created_desc',
  'created_asc',
  'name_asc',
  'name_desc',
  'review_requested_asc',
  'review_requested_desc',
] as const;

/** The default landing-page filter (spec §9). */
export const DEFAULT_LANDING_CLASSIFICATIONS: readonly CourseClassification[] = ['INDUSTRY_RECOGNISED'];
export const DEFAULT_LANDING_SECTORS: readonly CourseSector[] = ['HIGHER_EDUCATION'];

/** Course roles of spec §6 held through `courseRoles`. */
export const COURSE_ROLES = ['administrator', 'course design admin', 'course promo admin'] as const;
export type CourseRole = (typeof COURSE_ROLES)[number];
