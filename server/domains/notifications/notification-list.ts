import { type SQL, sql } from 'drizzle-orm';
import {
  type NotificationEvent,
  type NotificationItem,
  type NotificationPage,
  notificationLink,
} from '../../../common/api/notification';
import { type Db, rowsOf } from '../../db/client';
import { isUuid } from '../../db/uuid';
import { avatarUrl } from '../accounts';

/** Which of a person's notifications to read: a page, maybe only the unread or read ones, maybe narrowed. */
export interface ListQuery {
  page: number;
  pageSize: number;
  isRead?: boolean | undefined;
  /** Only these events (the service's `action_type`). */
  events?: readonly NotificationEvent[] | undefined;
  /** Only these classes (by id or path), and what belongs to no class. */
  cohorts?: readonly string[] | undefined;
  /** Posts on followed pages only from these pages (the service's `subscribed_pages`, page ids). */
  pages?: readonly string[] | undefined;
}

interface ItemRow {
  id: string;
  user_id: string;
  event: NotificationEvent;
  created_at: Date | string;
  is_read: boolean;
  excerpt: string | null;
  actor_name: string | null;
  actor_avatar: string | null;
  course_name: string | null;
  class_name: string | null;
}

/** The columns and joins of an item, shared by the list and the live stream. */
const ITEM_COLUMNS = sql`n.id, n.user_id, n.event, n.created_at, n.is_read, n.data->>'excerpt' AS excerpt,
    a.full_name AS actor_name, a.avatar_key AS actor_avatar, c.name AS course_name, k.name AS class_name`;
const ITEM_FROM = sql`FROM notifications n
  LEFT JOIN users a ON a.id = n.actor_id
  LEFT JOIN courses c ON c.id = n.course_id
  LEFT JOIN cohorts k ON k.id = n.cohort_id`;
// The recipient's unread count beside each item (the live stream sends it with each item).
const UNREAD_COLUMN = sql`(SELECT count(*)::int FROM notifications u WHERE u.user_id = n.user_id AND NOT u.is_read)`;

/** A row of the item query as the recipient sees it. */
export function itemOf(row: ItemRow): NotificationItem {
  return {
    id: row.id,
    event: row.event,
    actor:
      row.actor_name === null ? null : { fullName: row.actor_name, avatarUrl: avatarUrl(row.actor_avatar) },
    excerpt: row.excerpt ?? '',
    courseName: row.course_name,
    className: row.class_name,
    createdAt: new Date(row.created_at).toISOString(),
    isRead: row.is_read,
    link: notificationLink(row.id),
  };
}

/** The items `where` finds, in the order and limit of `tail`. */
export async function selectItems(db: Db, where: SQL, tail: SQL = sql``): Promise<NotificationItem[]> {
  const rows = rowsOf<ItemRow>(
    await db.execute(sql`SELECT ${ITEM_COLUMNS} ${ITEM_FROM} WHERE ${where} ${tail}`),
  );
  return rows.map(itemOf);
}

/** The items `where` finds, each with its recipient and their unread count: one query. */
export async function selectOwnedItems(
  db: Db,
  where: SQL,
  tail: SQL = sql``,
): Promise<Array<{ userId: string; unreadCount: number; item: NotificationItem }>> {
  const rows = rowsOf<ItemRow & { unread_count: number }>(
    await db.execute(
      sql`SELECT ${ITEM_COLUMNS}, ${UNREAD_COLUMN} AS unread_count ${ITEM_FROM} WHERE ${where} ${tail}`,
    ),
  );
  return rows.map((row) => ({
    userId: row.user_id,
    unreadCount: Number(row.unread_count),
    item: itemOf(row),
  }));
}

/** How many of the person's notifications are unread (one query on the partial index). */
export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = rowsOf<{ count: number }>(
    await db.execute(sql`SELECT count(*)::int AS count FROM notifications WHERE user_id = ${userId}::uuid
      AND NOT is_read`),
  );
  return Number(row?.count ?? 0);
}

/** A page of the person's notifications, newest first, with the unread count: two queries whatever the page size. */
export async function listNotifications(db: Db, userId: string, query: ListQuery): Promise<NotificationPage> {
  const conditions: SQL[] = [sql`n.user_id = ${userId}::uuid`];
  if (query.isRead !== undefined) conditions.push(sql`n.is_read = ${query.isRead}`);
  if (query.events && query.events.length > 0) {
    conditions.push(
      sql`n.event IN (${sql.join(
        query.events.map((event) => sql`${event}`),
        sql`, `,
      )})`,
    );
  }
  if (query.cohorts && query.cohorts.length > 0) {
    const named = sql.join(
      query.cohorts.map((cohort) => sql`${cohort}`),
      sql`, `,
    );
    conditions.push(sql`(n.cohort_id IS NULL OR k.path IN (${named}) OR k.id::text IN (${named}))`);
  }
  if (query.pages) {
    const followed =
      query.pages.length > 0
        ? sql.join(
            query.pages.map((page) => sql`${page}`),
            sql`, `,
          )
        : sql`NULL`;
    conditions.push(sql`(n.event <> 'post_on_followed_page' OR n.data->>'pageId' IN (${followed}))`);
  }
  const offset = (query.page - 1) * query.pageSize;
  const items = await selectItems(
    db,
    sql.join(conditions, sql` AND `),
    sql`ORDER BY n.created_at DESC, n.id DESC LIMIT ${query.pageSize + 1} OFFSET ${offset}`,
  );
  return {
    items: items.slice(0, query.pageSize),
    page: query.page,
    pageSize: query.pageSize,
    hasMore: items.length > query.pageSize,
    unreadCount: await unreadCount(db, userId),
  };
}

/** Mark one of the person's notifications read (a no-op when it already is); returns the unread count. */
export async function markRead(db: Db, userId: string, id: string): Promise<{ unreadCount: number }> {
  await db.execute(sql`UPDATE notifications SET is_read = true, read_at = now()
    WHERE id = ${id}::uuid AND user_id = ${userId}::uuid AND NOT is_read`);
  return { unreadCount: await unreadCount(db, userId) };
}

/** Mark every unread notification of the person read (one statement). */
export async function markAllRead(db: Db, userId: string): Promise<{ unreadCount: number }> {
  await db.execute(sql`UPDATE notifications SET is_read = true, read_at = now()
    WHERE user_id = ${userId}::uuid AND NOT is_read`);
  // Counted again: one committed since the update began is still unread.
  return { unreadCount: await unreadCount(db, userId) };
}

/** The notification `id` with its owner and target, when it exists (any id that is not a uuid: none). */
export async function findNotification(
  db: Db,
  id: string,
): Promise<{ id: string; userId: string; targetUrl: string; isRead: boolean } | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = rowsOf<{ id: string; user_id: string; target_url: string; is_read: boolean }>(
    await db.execute(sql`SELECT id, user_id, target_url, is_read FROM notifications WHERE id = ${id}::uuid`),
  );
  return row && { id: row.id, userId: row.user_id, targetUrl: row.target_url, isRead: row.is_read };
}
