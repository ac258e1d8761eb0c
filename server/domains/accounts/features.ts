import { eq, or, sql } from 'drizzle-orm';
import type { FeatureVariants } from '../../../common/api/feature';
import type { Db } from '../../db/client';
import { featureAssignments, features } from '../../db/schema';

/** Each feature on for the user (for everyone, or assigned to them) with the variant they see. */
export async function enabledFeatureVariants(db: Db, userId: string): Promise<FeatureVariants> {
  const rows = await db
    .select({
      key: features.key,
      variant: sql<string | null>`coalesce(${featureAssignments.variant}, ${features.defaultVariant})`,
    })
    .from(features)
    .leftJoin(
      featureAssignments,
      sql`${featureAssignments.featureKey} = ${features.key} AND ${featureAssignments.userId} = ${userId}`,
    )
    .where(or(eq(features.enabledForAll, true), eq(featureAssignments.userId, userId)))
    .orderBy(features.key);
  return Object.fromEntries(rows.map((row) => [row.key, row.variant]));
}

/** The keys of the features on for the user. */
export async function enabledFeatures(db: Db, userId: string): Promise<string[]> {
  return Object.keys(await enabledFeatureVariants(db, userId));
}
