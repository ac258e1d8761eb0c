import { sql } from 'drizzle-orm';
import {
  PORTAL_QUALIFICATIONS_MAX,
  type PortalQualification,
  portalQualificationCalls,
  type QualificationChoice,
} from '../../../common/api/portal-qualifications';
import { type Db, rowsOf } from '../../db/client';
import type { RequestContext } from '../../rpc/context';
import { serve } from '../../rpc/method';
import { featureInstitution, seePortal } from './policy';
import { type LoadedPortal, loadPortal, portalOfLookup } from './portal-record';

// Certification's qualifications name the portal that offers them (`qualifications.portal_id`, the
// institution's id: spec §3 Qualification `portal`). Platform staff make qualifications, so they
// choose which the portal offers; the portal shows the published ones.

/** The published qualifications the portal offers, by name, with how many courses each: one query. */
async function readPortalQualifications(db: Db, institutionId: string): Promise<PortalQualification[]> {
  return rowsOf<PortalQualification>(
    await db.execute(sql`
      SELECT q.code, q.name, q.description,
        (SELECT count(*)::int FROM qualification_courses qc WHERE qc.qualification_id = q.id) AS "courseCount"
      FROM qualifications q
      WHERE q.portal_id = ${institutionId}::uuid AND q.published
      ORDER BY lower(q.name), q.code
      LIMIT ${PORTAL_QUALIFICATIONS_MAX}`),
  );
}

/** The published qualifications offered here or by no portal, by name: one query. */
async function readQualificationChoices(
  db: Db,
  institutionId: string,
): Promise<{ choices: QualificationChoice[] }> {
  const choices = rowsOf<QualificationChoice>(
    await db.execute(sql`
      SELECT q.code, q.name, coalesce(q.portal_id = ${institutionId}::uuid, false) AS offered
      FROM qualifications q
      WHERE q.published AND (q.portal_id IS NULL OR q.portal_id = ${institutionId}::uuid)
      ORDER BY lower(q.name), q.code`),
  );
  return { choices };
}

/**
 * Offer exactly `codes` here: each published one no other portal offers is taken, and any other
 * offered here stops being (one statement; codes that are not to be had are passed over).
 */
async function offerQualifications(db: Db, institutionId: string, codes: string[]): Promise<void> {
  await db.execute(sql`
    WITH wanted AS (SELECT jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb) AS code)
    UPDATE qualifications q SET
      portal_id = CASE WHEN q.code IN (SELECT code FROM wanted) THEN ${institutionId}::uuid END,
      updated_at = now()
    WHERE q.portal_id = ${institutionId}::uuid
      OR (q.portal_id IS NULL AND q.published AND q.code IN (SELECT code FROM wanted))`);
}

const load = (db: Db, ctx: RequestContext, path: string) => loadPortal(db, ctx.actor.userId, path);

/** Spec §3 Portal qualification templates: what the portal offers, and staff's choice of it. */
export const portalQualificationMethods = {
  get: serve(portalQualificationCalls.get, {
    allow: seePortal,
    load: (db, ctx, _id, input) => portalOfLookup(db, ctx.actor.userId, input),
    run: async (db, _ctx, portal) => ({ qualifications: await readPortalQualifications(db, portal!.id) }),
  }),
  choices: serve(portalQualificationCalls.choices, {
    allow: featureInstitution,
    load,
    run: (db, _ctx, portal: LoadedPortal) => readQualificationChoices(db, portal.id),
  }),
  set: serve(portalQualificationCalls.set, {
    allow: featureInstitution,
    load,
    run: async (db, _ctx, portal: LoadedPortal, input) => {
      await offerQualifications(db, portal.id, input.codes);
      return readQualificationChoices(db, portal.id);
    },
  }),
};
