/**
 * Where a sign-in hand-off token is redeemed (spec §7 "an sso-custom-domain path"): a form posted
 * there (`auth_token`, and `redirect`, the address to go on to) opens a session on that origin.
 */
export const HANDOFF_PATH = '/auth/sso-custom-domain/';
