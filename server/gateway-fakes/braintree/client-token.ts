/**
 * Client tokens: what clientToken.generate returns (base64 of a version 2 JSON document, as
 * Braintree's) and the authorization fingerprint inside it, which the browser's client API calls
 * carry. The fingerprint is a JWT signed with the merchant's private key, so the fake can tell its
 * own from a forged one, followed by `?customer_id=` when the token was made for a customer.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface ClientTokenContext {
  readonly baseUrl: string;
  readonly merchantId: string;
  readonly privateKey: string;
}

export interface Authorization {
  readonly merchantId: string;
  readonly customerId: string | null;
  readonly merchantAccountId: string;
}

/** Braintree's client tokens last 24 hours. */
const LIFETIME_SECONDS = 24 * 60 * 60;

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

function sign(context: ClientTokenContext, unsigned: string): string {
  return createHmac('sha256', context.privateKey).update(unsigned).digest('base64url');
}

export function generateClientToken(context: ClientTokenContext, authorization: Authorization): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ typ: 'JWT', alg: 'HS256', kid: 'fake-sandbox' }));
  const claims = base64url(
    JSON.stringify({
      iss: context.baseUrl,
      sub: `merchant:${authorization.merchantId}`,
      iat: now,
      exp: now + LIFETIME_SECONDS,
      merchant_account_id: authorization.merchantAccountId,
      customer_id: authorization.customerId,
      scope: ['Braintree:Vault'],
    }),
  );
  const jwt = `${header}.${claims}.${sign(context, `${header}.${claims}`)}`;
  const clientApiUrl = `${context.baseUrl}/merchants/${context.merchantId}/client_api`;
  const document = {
    version: 2,
    authorizationFingerprint: authorization.customerId
      ? `${jwt}?customer_id=${encodeURIComponent(authorization.customerId)}`
      : jwt,
    configUrl: `${clientApiUrl}/v1/configuration`,
    clientApiUrl,
    environment: 'sandbox',
    merchantId: context.merchantId,
    assetsUrl: context.baseUrl,
    authUrl: context.baseUrl,
    venmo: 'off',
    challenges: ['cvv'],
    threeDSecureEnabled: false,
    paypalEnabled: true,
  };
  return Buffer.from(JSON.stringify(document)).toString('base64');
}

/** The authorization a fingerprint grants, or null when it is forged, expired or another merchant's. */
export function readFingerprint(context: ClientTokenContext, fingerprint: unknown): Authorization | null {
  if (typeof fingerprint !== 'string') return null;
  const [jwt = ''] = fingerprint.split('?');
  const [header, claims, signature] = jwt.split('.');
  if (!header || !claims || !signature) return null;
  const expected = Buffer.from(sign(context, `${header}.${claims}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const payload = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
    sub: string;
    exp: number;
    merchant_account_id: string;
    customer_id: string | null;
  };
  if (payload.exp * 1000 < Date.now() || payload.sub !== `merchant:${context.merchantId}`) return null;
  return {
    merchantId: context.merchantId,
    customerId: payload.customer_id,
    merchantAccountId: payload.merchant_account_id,
  };
}
