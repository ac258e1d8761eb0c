import type { FastifyInstance } from 'fastify';
import { AppError, REASONS } from '../../rpc/app-error';
import type { AppDeps } from '../../rpc/context';
import { lookUpCertificate } from './code-lookup';
import { openBadgeCredential } from './open-badge';
import { signCredential } from './vc-jwt';

/**
 * The forms of a signed credential. JSON is a VC Data Model 2.0 EnvelopedVerifiableCredential, the
 * standard JSON form of a credential secured by an envelope (its id a `data:` URL of the VC-JWT);
 * OB 3.0's own file format for a VC-JWT is the bare compact JWS, served as plain text.
 */
const FORMS = new Map<string, { extension: string; type: string; body: (jwt: string) => string | object }>([
  [
    'credential.json',
    {
      extension: 'json',
      type: 'application/json; charset=utf-8',
      body: (jwt) => ({
        '@context': ['https://www.w3.org/ns/credentials/v2'],
        id: `data:application/vc+jwt,${jwt}`,
        type: 'EnvelopedVerifiableCredential',
      }),
    },
  ],
  ['credential.jwt', { extension: 'jwt', type: 'text/plain; charset=utf-8', body: (jwt) => jwt }],
]);

/**
 * `GET /api/certificates/{code}/credential.json` (or `.jwt`): the certificate as an Open Badges 3.0
 * credential signed by the platform, for anyone holding its code, like the PDF. Wrong codes count
 * against the client's limit as on the verification page.
 */
export function registerCredentialRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/certificates/:code/:file', async (request, reply) => {
    const { code, file } = request.params as { code: string; file: string };
    const form = FORMS.get(file);
    if (!form) throw new AppError('not_found', REASONS.notFound);
    const record = await lookUpCertificate(deps.database.db, request.ip, code);
    const jwt = await signCredential(deps, openBadgeCredential(record, deps.config));
    return reply
      .header('content-type', form.type)
      .header('content-disposition', `attachment; filename="certificate-${record.code}.${form.extension}"`)
      .header('cache-control', 'no-store')
      .send(form.body(jwt));
  });
}
