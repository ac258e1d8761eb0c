import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { isUuid } from '../../db/uuid';
import { IN_PORTFOLIO_SQL } from './portfolio-scope';

/** A post as the portfolio toggle judges it: its author, and whether it is in their portfolio. */
export interface PortfolioPostTarget {
  id: string;
  authorId: string;
  /** A share or submission in a course that keeps portfolio posts (portfolio-scope.ts). */
  inPortfolio: boolean;
}

/** The post `postId` for the portfolio toggle, in one query; undefined when there is none. */
export async function loadPortfolioPost(db: Db, postId: string): Promise<PortfolioPostTarget | undefined> {
  if (!isUuid(postId)) return undefined;
  const [row] = rowsOf<PortfolioPostTarget>(
    await db.execute(sql`SELECT p.id, p.author_id AS "authorId", ${IN_PORTFOLIO_SQL} AS "inPortfolio"
      FROM posts p JOIN courses c ON c.id = p.course_id
      WHERE p.id = ${postId}::uuid`),
  );
  return row;
}
