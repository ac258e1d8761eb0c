import { z } from 'zod';
import { profileNameProblem } from '../rules/profile-name';
import { contract } from './contract';
import { EmailAddress, LoggedInUserData } from './user';

/** A profile name as typed: trimmed and lowercased, then held to the rule of common/rules. */
export const ProfileName = z
  .string({ error: "Name can't be blank. Please enter your name." })
  .trim()
  .toLowerCase()
  .superRefine((name, context) => {
    const problem = profileNameProblem(name);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/** `update user setProfileName/me`. */
export const SetProfileNameInput = z.object({ profileName: ProfileName });

/** A header colour: `#rrggbb`. */
export const HeaderColour = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'Choose a colour such as #1d4ed8.' })
  .transform((colour) => colour.toLowerCase());

export const PROFILE_SUMMARY_MAX_LENGTH = 2000;

/** `update user setProfileDetails/me`: the summary and header colour (null clears either). */
export const SetProfileDetailsInput = z.object({
  profileSummary: z
    .string()
    .trim()
    .max(PROFILE_SUMMARY_MAX_LENGTH, { error: `Use at most ${PROFILE_SUMMARY_MAX_LENGTH} characters.` })
    .nullable()
    .optional(),
  headerColour: HeaderColour.nullable().optional(),
});
export type SetProfileDetailsInput = z.infer<typeof SetProfileDetailsInput>;

/** Most names one lookup answers. */
export const LOOKUP_MAX_NAMES = 50;

/**
 * `lookup user resources` (spec §7): `argName` says what `initArgsList` holds. An e-mail lookup
 * answers one address at a time, so its per-address rate limit counts addresses.
 */
export const LookupResourcesInput = z.discriminatedUnion('argName', [
  z.object({
    argName: z.literal('profileName'),
    initArgsList: z
      .array(z.string().trim().toLowerCase().max(80))
      .min(1, { error: 'List at least one name.' })
      .max(LOOKUP_MAX_NAMES, { error: `List at most ${LOOKUP_MAX_NAMES} names.` }),
  }),
  z.object({
    argName: z.literal('emailAddress'),
    initArgsList: z.array(EmailAddress).length(1, { error: 'Look up one email address at a time.' }),
  }),
]);
export type LookupResourcesInput = z.infer<typeof LookupResourcesInput>;

/** What anyone may see of a profile. */
export const PublicProfile = z.object({
  userId: z.string(),
  profileName: z.string(),
  fullName: z.string(),
  profileSummary: z.string().nullable(),
  headerColour: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  fanCount: z.number().int(),
  /** Does the caller follow this person? (false when signed out) */
  isFollowedByMe: z.boolean(),
  /** Is this the caller's own profile? */
  isOwner: z.boolean(),
});
export type PublicProfile = z.infer<typeof PublicProfile>;

/** An e-mail lookup's answer: whether an account exists, nothing more. */
export const EmailExistence = z.object({ emailAddress: z.string(), exists: z.boolean() });
export type EmailExistence = z.infer<typeof EmailExistence>;

/** `execute user follow` and `execute user unfollow`. */
export const FollowInput = z.object({ profileName: ProfileName });

/** Fans listed per page. */
export const FANS_PAGE_SIZE = 24;

/** `lookup user fans`: the people following a profile, a page at a time. */
export const FansInput = z.object({
  profileName: z.string().trim().toLowerCase().min(1).max(80),
  page: z.number().int().min(1).max(10_000).optional().default(1),
});

/** One fan as the fans tab shows them. */
export const Fan = z.object({
  profileName: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  isFollowedByMe: z.boolean(),
  isMe: z.boolean(),
});
export type Fan = z.infer<typeof Fan>;

/** A page of fans. */
export const FansPage = z.object({
  fans: z.array(Fan),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type FansPage = z.infer<typeof FansPage>;

/** The reply of follow and unfollow. */
export const FollowResult = z.object({ isFollowedByMe: z.boolean(), fanCount: z.number().int() });
export type FollowResult = z.infer<typeof FollowResult>;

/** The calls of profiles: the signed-in user's own, lookups by name, fans and following. */
export const profileCalls = {
  setProfileName: contract('user', 'update', 'setProfileName', {
    input: SetProfileNameInput,
    output: LoggedInUserData,
  }),
  setProfileDetails: contract('user', 'update', 'setProfileDetails', {
    input: SetProfileDetailsInput,
    // null for an account without a profile name, which has no public profile to show.
    output: PublicProfile.nullable(),
  }),
  resources: contract('user', 'lookup', 'resources', {
    input: LookupResourcesInput,
    // Profiles in the order of the names (null for a name nobody has), or e-mail existence.
    output: z.union([z.array(PublicProfile.nullable()), z.array(EmailExistence)]),
  }),
  follow: contract('user', 'execute', 'follow', { input: FollowInput, output: FollowResult }),
  unfollow: contract('user', 'execute', 'unfollow', { input: FollowInput, output: FollowResult }),
  fans: contract('user', 'lookup', 'fans', { input: FansInput, output: FansPage }),
};
