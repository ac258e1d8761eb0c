/**
 * Where a sign-in hand-off token is redeemed (spec §7 "an sso-custom-domain path"): a form posted
 * there (`auth_token`, and `redirect`, the address to go on to), or the same fields in the query
 * of a link the platform sends a signed-in person on by, opens a session on that origin.
 */
export const HANDOFF_PATH = '/auth/sso-custom-domain/';

/**
 * On the platform's domain, the way to an institution's own domain for a signed-in person
 * (`redirect`: the address there): they arrive signed in there too.
 */
export const HANDOFF_TO_SITE_PATH = '/auth/sso-custom-domain/to-site/';
