import { defineHook } from '../../modules/hook';

/**
 * A person just signed up, in the sign-up's transaction, with what their sign-up carried
 * (classes enrol the address's pending invitations and may mark the address verified).
 */
export const userSignedUp =
  defineHook<[user: { id: string; email: string }, signUp: { invitationToken?: string | undefined }]>(
    'userSignedUp',
  );
