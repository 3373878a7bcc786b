/**
 * The delete-account job's work (docs/decisions/191): the person's data key (decision 195), every stored file of the user, the outbox mail to them, then
 * every row naming them (the user row's cascade takes the rest; the CROA records are kept by law and purged by
 * croa-retention.ts). Each step can run again: a job killed anywhere is retried and finishes the rest.
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shredDataKey } from '../../db/encryption/data-keys';
import {
  certifiedMailings,
  creditReportAnalyses,
  dataExports,
  disputeExhibits,
  disputeLetters,
  disputeRoundReviews,
  rateLimits,
  user,
  verification,
} from '../../db/schema';
import type { Logger } from '../../logger';
import { outboxDirectory } from '../../providers/email/outbox';
import type { ReportStorage } from '../../providers/storage';

export interface EraseAccountDeps {
  db: Db;
  storage: ReportStorage;
  dataDir: string;
  logger: Logger;
}

/** Every storage key a row of the user points to. */
export async function storedFilesOf(db: Db, userId: string): Promise<string[]> {
  const lists = await Promise.all([
    db.select({ key: creditReportAnalyses.reportId }).from(creditReportAnalyses).where(eq(creditReportAnalyses.userId, userId)),
    db.select({ key: disputeLetters.pdfKey }).from(disputeLetters).where(eq(disputeLetters.userId, userId)),
    db.select({ key: disputeExhibits.storageKey }).from(disputeExhibits).where(eq(disputeExhibits.userId, userId)),
    db.select({ key: certifiedMailings.renderedPdfKey }).from(certifiedMailings).where(eq(certifiedMailings.userId, userId)),
    db.select({ key: disputeRoundReviews.storageKey }).from(disputeRoundReviews).where(eq(disputeRoundReviews.userId, userId)),
    db.select({ key: dataExports.storageKey }).from(dataExports).where(eq(dataExports.userId, userId)),
  ]);
  return [...new Set(lists.flat().flatMap((r) => (r.key ? [r.key] : [])))];
}

/** Removes the .eml files of the local outbox addressed to the email (To: header); answers how many. */
export async function removeOutboxMail(dataDir: string, email: string): Promise<number> {
  const directory = outboxDirectory(dataDir);
  let names: string[];
  try {
    names = await readdir(directory);
  } catch {
    return 0;
  }
  const address = email.trim().toLowerCase();
  let removed = 0;
  for (const name of names.filter((n) => n.endsWith('.eml'))) {
    const file = path.join(directory, name);
    const text = await readFile(file, 'utf8').catch(() => '');
    const to = /^To:\s*(.*(?:\n[ \t].*)*)/im.exec(text.split(/\r?\n\r?\n/)[0] ?? '')?.[1] ?? '';
    if (to.toLowerCase().includes(address)) {
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}

export async function eraseAccount(deps: EraseAccountDeps, userId: string): Promise<{ files: number; mail: number; erased: boolean }> {
  const { db } = deps;
  // Crypto-shredding first (decision 195): without the data key, the sealed fields of every copy — a backup, a
  // replica, rows a crash leaves behind — can no longer be read.
  await shredDataKey(db, userId);
  const keys = await storedFilesOf(db, userId);
  for (const key of keys) await deps.storage.delete(key);
  const [person] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  // The user row goes last: until then the email is known and the outbox can be cleared.
  const mail = person ? await removeOutboxMail(deps.dataDir, person.email) : 0;
  await db.transaction(async (tx) => {
    // Password-reset tokens name the user in their value; counters per user name them in their key.
    await tx.delete(verification).where(or(eq(verification.value, userId), person ? eq(verification.identifier, person.email) : sql`false`));
    await tx.delete(rateLimits).where(sql`position(${userId} in ${rateLimits.key}) > 0`);
    await tx.delete(user).where(eq(user.id, userId));
  });
  return { files: keys.length, mail, erased: person !== undefined };
}
