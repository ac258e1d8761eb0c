import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import {
  ENROLMENT_CODE_ALPHABET,
  ENROLMENT_CODE_LENGTH,
  type EnrolmentCodeBatch,
  formatEnrolmentCode,
  type GeneratedEnrolmentCodes,
  normaliseEnrolmentCode,
} from '../../../common/api/enrolment';
import type { Db } from '../../db/client';
import { enrolmentCodeBatches, enrolmentCodes } from '../../db/schema';
import { AppError } from '../../rpc/app-error';
import { CLASS_REASONS } from './class-reasons';

/**
 * Spend one use of an enrolment code of the class, in the caller's transaction: the conditional
 * update cannot take a use beyond `max_uses`, however many requests arrive together. Returns the
 * stored code; refuses a code that is unknown, of another class or used up.
 */
export async function consumeEnrolmentCode(db: Db, cohortId: string, typed: string): Promise<string> {
  const code = normaliseEnrolmentCode(typed);
  const [spent] = await db
    .update(enrolmentCodes)
    .set({ uses: sql`${enrolmentCodes.uses} + 1` })
    .where(
      and(
        eq(enrolmentCodes.code, code),
        eq(enrolmentCodes.cohortId, cohortId),
        lt(enrolmentCodes.uses, enrolmentCodes.maxUses),
      ),
    )
    .returning({ code: enrolmentCodes.code });
  if (!spent) {
    throw new AppError('enrolment_code_invalid', CLASS_REASONS.enrolmentCodeInvalid, {
      enrolmentCode: CLASS_REASONS.enrolmentCodeInvalid,
    });
  }
  return spent.code;
}

function randomCode(): string {
  let code = '';
  for (let i = 0; i < ENROLMENT_CODE_LENGTH; i++) {
    code += ENROLMENT_CODE_ALPHABET[randomInt(ENROLMENT_CODE_ALPHABET.length)];
  }
  return code;
}

/**
 * A new batch of `count` random codes of `maxUses` uses each. Codes are unique across the platform;
 * the rare one already taken is drawn again.
 */
export async function generateEnrolmentCodes(
  db: Db,
  cohortId: string,
  createdBy: string,
  input: { label: string; count: number; maxUses: number },
): Promise<GeneratedEnrolmentCodes> {
  const [batch] = await db
    .insert(enrolmentCodeBatches)
    .values({ cohortId, label: input.label, maxUses: input.maxUses, createdBy })
    .returning();
  const codes: string[] = [];
  while (codes.length < input.count) {
    const wanted = new Set<string>();
    while (wanted.size < input.count - codes.length) wanted.add(randomCode());
    const inserted = await db
      .insert(enrolmentCodes)
      .values([...wanted].map((code) => ({ code, batchId: batch!.id, cohortId, maxUses: input.maxUses })))
      .onConflictDoNothing()
      .returning({ code: enrolmentCodes.code });
    codes.push(...inserted.map((row) => row.code));
  }
  return {
    id: batch!.id,
    label: batch!.label,
    maxUses: batch!.maxUses,
    codeCount: codes.length,
    usedUses: 0,
    totalUses: codes.length * batch!.maxUses,
    createdAt: batch!.createdAt.toISOString(),
    codes: codes.map(formatEnrolmentCode),
  };
}

/** The class's batches, newest first, with their used and total uses: one query. */
export async function listEnrolmentCodeBatches(db: Db, cohortId: string): Promise<EnrolmentCodeBatch[]> {
  const rows = await db
    .select({
      id: enrolmentCodeBatches.id,
      label: enrolmentCodeBatches.label,
      maxUses: enrolmentCodeBatches.maxUses,
      createdAt: enrolmentCodeBatches.createdAt,
      codeCount: sql<number>`count(${enrolmentCodes.code})::int`,
      usedUses: sql<number>`coalesce(sum(${enrolmentCodes.uses}), 0)::int`,
      totalUses: sql<number>`coalesce(sum(${enrolmentCodes.maxUses}), 0)::int`,
    })
    .from(enrolmentCodeBatches)
    .leftJoin(enrolmentCodes, eq(enrolmentCodes.batchId, enrolmentCodeBatches.id))
    .where(eq(enrolmentCodeBatches.cohortId, cohortId))
    .groupBy(enrolmentCodeBatches.id)
    .orderBy(desc(enrolmentCodeBatches.createdAt), desc(enrolmentCodeBatches.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** A code as its CSV row shows it. */
export interface EnrolmentCodeRow {
  code: string;
  maxUses: number;
  uses: number;
  batchLabel: string;
  createdAt: Date;
}

/** The codes of one batch of the class (or all its codes), oldest batch first. */
export async function enrolmentCodeRows(
  db: Db,
  cohortId: string,
  batchId: string | undefined,
): Promise<EnrolmentCodeRow[]> {
  return db
    .select({
      code: enrolmentCodes.code,
      maxUses: enrolmentCodes.maxUses,
      uses: enrolmentCodes.uses,
      batchLabel: enrolmentCodeBatches.label,
      createdAt: enrolmentCodeBatches.createdAt,
    })
    .from(enrolmentCodes)
    .innerJoin(enrolmentCodeBatches, eq(enrolmentCodeBatches.id, enrolmentCodes.batchId))
    .where(
      and(
        eq(enrolmentCodes.cohortId, cohortId),
        batchId === undefined ? undefined : eq(enrolmentCodes.batchId, batchId),
      ),
    )
    .orderBy(asc(enrolmentCodeBatches.createdAt), asc(enrolmentCodes.code));
}
