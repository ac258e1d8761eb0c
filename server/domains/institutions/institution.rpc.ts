import { type InstitutionSettings, institutionCalls } from '../../../common/api/institution';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../rpc/context';
import { resource, serve, servedMethods } from '../../rpc/method';
import { signedIn } from '../../rpc/policy';
import { hitRateLimit } from '../../security/rate-limit';
import { createInstitution, INSTITUTIONS_PER_USER } from './institution-create';
import { loadInstitution, settingsOf } from './institution-record';
import { updateSettings } from './institution-settings';
import { addAdministrator, readTeam, removeAdministrator } from './institution-team';
import { readInstitutionRoles, readMyInstitutions } from './my-institutions';
import { runInstitution } from './policy';

const institutionAt = (db: Db, ctx: RequestContext, path: string) =>
  loadInstitution(db, ctx.actor.userId, path);

/** The `institute` resource (id: the institution's path): creating one, its settings and its team. */
export const instituteResource = resource(
  'institute',
  servedMethods(
    serve(institutionCalls.create, {
      allow: signedIn,
      run: async (db, ctx, _loaded, input) => {
        await hitRateLimit(db, INSTITUTIONS_PER_USER, ctx.actor.userId);
        return settingsOf(await createInstitution(db, ctx.actor.userId, input));
      },
    }),
    serve(institutionCalls.settings, {
      allow: runInstitution,
      load: institutionAt,
      run: async (_db, _ctx, institution) => settingsOf(institution),
    }),
    serve(institutionCalls.updateSettings, {
      allow: runInstitution,
      load: institutionAt,
      run: (db, _ctx, institution, input) => updateSettings(db, institution, input),
    }),
    serve(institutionCalls.team, {
      allow: runInstitution,
      load: institutionAt,
      run: (db, _ctx, institution) => readTeam(db, institution.path),
    }),
    serve(institutionCalls.addAdministrator, {
      allow: runInstitution,
      load: institutionAt,
      run: async (db, _ctx, institution, input) => {
        await addAdministrator(db, institution, input.email);
        return readTeam(db, institution.path);
      },
    }),
    serve(institutionCalls.removeAdministrator, {
      allow: runInstitution,
      load: institutionAt,
      run: async (db, _ctx, institution, input) => {
        await removeAdministrator(db, institution, input.userId);
        return readTeam(db, institution.path);
      },
    }),
    serve(institutionCalls.roles, {
      allow: signedIn,
      run: (db, ctx) => readInstitutionRoles(db, ctx.actor.userId),
    }),
    serve(institutionCalls.mine, {
      allow: signedIn,
      run: (db, ctx) => readMyInstitutions(db, ctx.actor.userId),
    }),
  ),
  (created) => (created as InstitutionSettings).path,
);
