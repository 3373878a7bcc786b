/** Notifications of one user: create, list, count unread, mark read. Every query is scoped to the user id. */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import type { NotificationBus } from './bus';
import type { NewNotification, Notification } from '../../../common/notifications';

export { NOTIFICATION_TYPES, type KnownNotificationType, type NewNotification, type Notification } from '../../../common/notifications';

type Row = typeof notifications.$inferSelect;

function toNotification(row: Row): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    read: row.read,
    created_at: row.createdAt.toISOString(),
  };
}

async function insertNotification(tx: Db, userId: string, input: NewNotification): Promise<Row> {
  const [inserted] = await tx
    .insert(notifications)
    // Newest first needs distinct times: the embedded database's clock ticks in milliseconds, so two notices
    // made within one would list in either order. Each is at least a microsecond after the person's last.
    .values({
      userId,
      type: input.type,
      title: input.title,
      message: input.message,
      createdAt: sql`greatest(now(), (select max(${notifications.createdAt}) + interval '1 microsecond' from ${notifications} where ${notifications.userId} = ${userId}))`,
    })
    .returning();
  if (!inserted) throw new Error('insert returned no row');
  return inserted;
}

export function createNotificationService(db: Db, bus: NotificationBus) {
  /** Runs a change and tells the bus, inside the transaction and after commit, when `changed` says it changed. */
  async function change<T>(userId: string, work: (tx: Db) => Promise<T>, changed: (result: T) => boolean): Promise<T> {
    const result = await db.transaction(async (tx) => {
      const value = await work(tx);
      if (changed(value)) await bus.changedInTransaction(tx, userId);
      return value;
    });
    if (changed(result)) bus.committed(userId);
    return result;
  }

  return {
    async createNotification(userId: string, input: NewNotification): Promise<Notification> {
      return toNotification(
        await change(
          userId,
          (tx) => insertNotification(tx, userId, input),
          () => true,
        ),
      );
    },

    /**
     * Runs `work` and, when it says it changed something, creates the notification in the same transaction: the
     * change and its notification are written together or not at all (a crash between them loses neither).
     */
    async changeAndNotify(userId: string, work: (tx: Db) => Promise<boolean>, input: NewNotification): Promise<boolean> {
      return change(
        userId,
        async (tx) => {
          if (!(await work(tx))) return false;
          await insertNotification(tx, userId, input);
          return true;
        },
        (changed) => changed,
      );
    },

    /** Newest first; all of them, or the latest `limit`. */
    async listNotifications(userId: string, options: { limit?: number } = {}): Promise<Notification[]> {
      const query = db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt), desc(notifications.id));
      const rows = options.limit === undefined ? await query : await query.limit(options.limit);
      return rows.map(toNotification);
    },

    async unreadCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.read, false)));
      return row?.count ?? 0;
    },

    /** Marks the user's own notifications among `ids` read; ids of anyone else's are ignored. Returns how many changed. */
    async markRead(userId: string, ids: readonly string[]): Promise<number> {
      if (ids.length === 0) return 0;
      const rows = await change(
        userId,
        (tx) =>
          tx
            .update(notifications)
            .set({ read: true })
            .where(and(eq(notifications.userId, userId), eq(notifications.read, false), inArray(notifications.id, [...new Set(ids)])))
            .returning({ id: notifications.id }),
        (updated) => updated.length > 0,
      );
      return rows.length;
    },

    /** Marks every unread notification of the user read; nothing happens (and nothing is announced) when none is unread. */
    async markAllRead(userId: string): Promise<number> {
      const rows = await change(
        userId,
        (tx) =>
          tx
            .update(notifications)
            .set({ read: true })
            .where(and(eq(notifications.userId, userId), eq(notifications.read, false)))
            .returning({ id: notifications.id }),
        (updated) => updated.length > 0,
      );
      return rows.length;
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
