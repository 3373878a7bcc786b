/**
 * The "Download my data" ZIP (docs/decisions/192): everything the app holds about the person, in formats they can
 * open — JSON in the API's shapes (analyses as the contract's AnalysisDto), the uploaded files decrypted, letter
 * PDFs, the calendar as .ics, the contracts as PDFs. Built by the build-export job, stored encrypted, offered for
 * EXPORT_LINK_HOURS, then removed.
 */
import path from 'node:path';
import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  assistantMessages,
  creditReportAnalyses,
  dataExports,
  disclosureAcknowledgments,
  disputeChoices,
  disputeLetters,
  disputeExhibits,
  notifications,
  subscriptionContracts,
} from '../../db/schema';
import type { Logger } from '../../logger';
import type { ReportStorage } from '../../providers/storage';
import { cipherFor } from '../../db/encryption/data-keys';
import { openAnalysisRows } from '../analyses/analysis-fields';
import { presentAdvice } from '../analyses/contracted-advice';
import { toAnalysisDto } from '../analyses/dto';
import { servicesEverOpened } from '../billing/entitlements';
import { contractPdf } from '../billing/documents';
import { disclosureDocument } from '../billing/disclosure';
import { icsOf } from '../calendar/ics';
import { listEvents } from '../calendar/list-events';
import { toMessageDto } from '../assistant/conversation';
import { listItems, listLetters } from '../disputes/list-disputes';
import { letterFileName } from '../disputes/letter-files';
import { openChoiceRows } from '../disputes/sealed-fields';
import { getProfile } from '../profiles/profile-store';
import { EXPORT_LINK_HOURS } from './constants';
import { zip, type ZipEntry } from './zip';

export interface ExportDeps {
  db: Db;
  storage: ReportStorage;
  logger: Logger;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

const README = (at: Date) => `Your data from the credit repair app, exported ${at.toISOString()}.

profile.json            your profile (name, email, phone, address, mailing address)
analyses/*.json         each credit report analysis, in the shape of the app's API (AnalysisDto)
uploads/                the credit report files you uploaded, decrypted
disputes/items.json     your dispute items, their statuses, outcomes and history
disputes/letters.json   your letters (text, status, dates); disputes/choices.json your choices per item
letters/*.pdf           the approved letters as PDFs; letters/exhibits/ the pages you added behind them
calendar.ics            your dispute calendar (import it into any calendar app)
conversations/*.json    your conversations with the assistant, per analysis
notifications.json      the app's notifications to you
contracts/              the service contracts you signed and the disclosure you acknowledged (PDF and JSON)

Deleting your account (Settings > Security) removes all of this from the app, except what the law makes us keep.
`;

export async function exportEntries(deps: ExportDeps, userId: string, now: Date): Promise<ZipEntry[]> {
  const { db, storage } = deps;
  const entries: ZipEntry[] = [{ name: 'README.txt', data: README(now) }];
  entries.push({ name: 'profile.json', data: json((await getProfile(db, userId)) ?? null) });

  const analyses = await openAnalysisRows(
    db,
    await db.select().from(creditReportAnalyses).where(eq(creditReportAnalyses.userId, userId)).orderBy(asc(creditReportAnalyses.uploadDate)),
  );
  // The advice (recommendations, strategy) is in only if the person's services were ever open (decision 169).
  const advice = await servicesEverOpened(db, userId, now);
  const uploads = new Set<string>();
  for (const row of analyses) {
    const dto = presentAdvice(toAnalysisDto(row), advice);
    entries.push({ name: `analyses/${row.bureau}-${row.uploadDate.toISOString().slice(0, 10)}-${row.id}.json`, data: json(dto) });
    if (uploads.has(row.reportId)) continue;
    uploads.add(row.reportId);
    entries.push({ name: `uploads/${path.posix.basename(row.reportId)}`, data: await storage.get(row.reportId) });
  }

  const letterRows = await db.select().from(disputeLetters).where(eq(disputeLetters.userId, userId));
  entries.push({ name: 'disputes/items.json', data: json(await listItems(db, userId)) });
  entries.push({ name: 'disputes/letters.json', data: json(await listLetters(db, userId)) });
  entries.push({
    name: 'disputes/choices.json',
    data: json(await openChoiceRows(db, await db.select().from(disputeChoices).where(eq(disputeChoices.userId, userId)))),
  });
  for (const letter of letterRows) {
    if (letter.pdfKey) entries.push({ name: `letters/${letterFileName(letter)}-${letter.id}.pdf`, data: await storage.get(letter.pdfKey) });
  }
  for (const exhibit of await db.select().from(disputeExhibits).where(eq(disputeExhibits.userId, userId))) {
    entries.push({ name: `letters/exhibits/${exhibit.id}-${exhibit.fileName.replace(/[^\w.-]+/g, '_')}`, data: await storage.get(exhibit.storageKey) });
  }

  entries.push({ name: 'calendar.ics', data: icsOf(await listEvents(db, userId)) });

  const messages = await db
    .select()
    .from(assistantMessages)
    .where(eq(assistantMessages.userId, userId))
    .orderBy(asc(assistantMessages.createdAt), asc(assistantMessages.role));
  const byAnalysis = new Map<string, typeof messages>();
  for (const m of messages) byAnalysis.set(m.analysisId, [...(byAnalysis.get(m.analysisId) ?? []), m]);
  const cipher = await cipherFor(db, userId);
  for (const [analysisId, list] of byAnalysis)
    entries.push({ name: `conversations/${analysisId}.json`, data: json(list.map((row) => toMessageDto(cipher, row))) });

  const notes = await db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt));
  entries.push({ name: 'notifications.json', data: json(notes) });

  const acknowledgments = await db.select().from(disclosureAcknowledgments).where(eq(disclosureAcknowledgments.userId, userId));
  for (const a of acknowledgments) {
    entries.push({
      name: `contracts/disclosure-${a.acknowledgedAt.toISOString().slice(0, 10)}-${a.id}.pdf`,
      data: await disclosureDocument(db, userId, a),
    });
  }
  const contracts = await db.select().from(subscriptionContracts).where(eq(subscriptionContracts.userId, userId));
  for (const c of contracts) entries.push({ name: `contracts/contract-${c.signedAt.toISOString().slice(0, 10)}-${c.id}.pdf`, data: await contractPdf(c) });
  entries.push({ name: 'contracts/records.json', data: json({ acknowledgments, contracts }) });
  return entries;
}

export const exportKey = (userId: string, id: string) => `${userId}/exports/${id}.zip`;

/** The build-export job's work: the ZIP stored encrypted and the row ready, or failed. Runs again harmlessly. */
export async function buildExport(deps: ExportDeps, userId: string, exportId: string, now = new Date()): Promise<void> {
  const [row] = await deps.db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, exportId), eq(dataExports.userId, userId)));
  if (!row || row.status !== 'pending') return;
  await removeExpiredExports(deps, now);
  const key = exportKey(userId, exportId);
  await deps.storage.delete(key);
  await deps.storage.put(key, zip(await exportEntries(deps, userId, now), now));
  const expiresAt = new Date(now.getTime() + EXPORT_LINK_HOURS * 3600_000);
  await deps.db.update(dataExports).set({ status: 'ready', storageKey: key, readyAt: now, expiresAt }).where(eq(dataExports.id, exportId));
}

/** Expired exports: the file goes, the row stays as 'expired' history only by its dates. */
export async function removeExpiredExports(deps: Pick<ExportDeps, 'db' | 'storage'>, now = new Date()): Promise<number> {
  const expired = await deps.db
    .select({ id: dataExports.id, key: dataExports.storageKey })
    .from(dataExports)
    .where(and(lt(dataExports.expiresAt, now), sql`${dataExports.storageKey} is not null`));
  for (const e of expired) {
    await deps.storage.delete(e.key!);
    await deps.db.update(dataExports).set({ storageKey: null }).where(eq(dataExports.id, e.id));
  }
  return expired.length;
}
