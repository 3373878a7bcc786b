/**
 * The stored conversation of a user about one analysis (assistant_messages), always scoped to the user. A message's
 * content is sealed with the person's data key (docs/decisions/195).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { ChatMessageDto, ChatRole, Citation } from '../../../common/assistant';
import type { Db } from '../../db/client';
import { cipherFor } from '../../db/encryption/data-keys';
import type { FieldCipher } from '../../db/encryption/field-cipher';
import { assistantMessages as t } from '../../db/schema';

type Row = typeof t.$inferSelect;

export function toMessageDto(cipher: FieldCipher, row: Row): ChatMessageDto {
  const dto: ChatMessageDto = {
    id: row.id,
    role: row.role,
    content: cipher.open('content', row.content),
    timestamp: row.createdAt.toISOString(),
    citations: (row.citations as Citation[] | null) ?? [],
  };
  return row.stopped ? { ...dto, stopped: true } : dto;
}

export async function listMessages(db: Db, userId: string, analysisId: string): Promise<ChatMessageDto[]> {
  const rows = await db
    .select()
    .from(t)
    .where(and(eq(t.userId, userId), eq(t.analysisId, analysisId)))
    .orderBy(asc(t.createdAt), asc(t.role));
  const cipher = await cipherFor(db, userId);
  return rows.map((row) => toMessageDto(cipher, row));
}

export async function appendMessage(
  db: Db,
  userId: string,
  analysisId: string,
  message: { role: ChatRole; content: string; citations?: Citation[]; stopped?: boolean },
): Promise<ChatMessageDto> {
  const cipher = await cipherFor(db, userId);
  const [row] = await db
    .insert(t)
    .values({
      userId,
      analysisId,
      role: message.role,
      content: cipher.seal('content', message.content),
      citations: message.citations ?? [],
      stopped: message.stopped ?? false,
    })
    .returning();
  return toMessageDto(cipher, row!);
}

/** Clears the conversation; answers how many messages were removed. */
export async function clearConversation(db: Db, userId: string, analysisId: string): Promise<number> {
  const removed = await db
    .delete(t)
    .where(and(eq(t.userId, userId), eq(t.analysisId, analysisId)))
    .returning({ id: t.id });
  return removed.length;
}
