import { z } from 'zod';
import { profileNameProblem } from '../rules/profile-name';
import { EmailAddress } from './user';

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
export interface PublicProfile {
  userId: string;
  profileName: string;
  fullName: string;
  profileSummary: string | null;
  headerColour: string | null;
  avatarUrl: string | null;
  fanCount: number;
  /** Does the caller follow this person? (false when signed out) */
  isFollowedByMe: boolean;
  /** Is this the caller's own profile? */
  isOwner: boolean;
}

/** An e-mail lookup's answer: whether an account exists, nothing more. */
export interface EmailExistence {
  emailAddress: string;
  exists: boolean;
}

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
export interface Fan {
  profileName: string;
  fullName: string;
  avatarUrl: string | null;
  isFollowedByMe: boolean;
  isMe: boolean;
}

/** A page of fans. */
export interface FansPage {
  fans: Fan[];
  total: number;
  page: number;
  pageSize: number;
}

/** The reply of follow and unfollow. */
export interface FollowResult {
  isFollowedByMe: boolean;
  fanCount: number;
}
