import { SignJWT } from 'jose';
import type { AppDeps } from '../../rpc/context';
import { issuerKeyId } from './issuer-addresses';
import { issuerKey } from './issuer-key';

/** What a VC-JWT repeats of a credential in its claims. */
export interface SignableCredential {
  id: string;
  issuer: string | { id: string };
  validFrom: string;
  credentialSubject: { id: string };
}

/**
 * A time as a credential states it: whole seconds, so `validFrom` equals its JWT's `nbf` exactly, as
 * Open Badges 3.0 asks of a verifier.
 */
export const credentialDateTime = (date: Date): string =>
  new Date(Math.floor(date.getTime() / 1000) * 1000).toISOString().replace('.000Z', 'Z');

/**
 * `credential` signed with the platform's key as a VC-JWT, the JSON Web Token proof format of Open
 * Badges 3.0 §8.2: the credential is the JWT payload (VC Data Model 2.0, no `vc` claim) with `iss`,
 * `jti`, `nbf` and `sub` repeating its issuer, id, validFrom and subject. The header holds only
 * what OB 3.0 allows: `alg`, `kid` (the key's DID URL) and `typ`, which OB 3.0 requires to be "JWT"
 * when present (VC-JOSE-COSE's `vc+jwt` is only a SHOULD).
 */
export function signCredential(deps: Pick<AppDeps, 'secret' | 'config'>, credential: SignableCredential) {
  const issuer = typeof credential.issuer === 'string' ? credential.issuer : credential.issuer.id;
  return new SignJWT({ ...credential })
    .setProtectedHeader({ alg: 'EdDSA', kid: issuerKeyId(deps.config.PUBLIC_URL), typ: 'JWT' })
    .setIssuer(issuer)
    .setJti(credential.id)
    .setNotBefore(new Date(credential.validFrom))
    .setSubject(credential.credentialSubject.id)
    .sign(issuerKey(deps.secret).privateKey);
}
