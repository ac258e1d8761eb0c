import { z } from 'zod';
import { method } from '../rpc/method';
import { anyone } from '../rpc/policy';
import { endpoint } from '../rpc/registry';

/** `GET /api/csrf/`: sets the CSRF cookie and returns its token, for a client that loaded no page. */
export const csrfEndpoint = endpoint(
  'GET',
  '/api/csrf/',
  method({
    input: z.object({}),
    allow: anyone,
    run: async (_db, ctx) => ({ csrfToken: ctx.issueCsrfToken() }),
  }),
);
