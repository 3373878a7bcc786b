/**
 * What needs a subscription and a started service (docs/decisions/064, 160) and the one way to check it. Other
 * modules use `requireSubscription(db)` on their contracted routes and `canMailLetters(db, userId)` before mailing.
 */
import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { openingStatement, SUBSCRIPTION_TEXT } from '../../../common/subscription';
import type { Db } from '../../db/client';
import { subscriptionContracts } from '../../db/schema';
import { AppError } from '../../errors';
import { currentUserId } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { FALLBACK_CLOSING_ZONE } from './business-days';
import { accountNow, contractDeadline, currentContract, findSubscription, inCancellationWindow, isEntitled, type ContractRow } from './state';

export async function hasSubscription(db: Db, userId: string, now: Date = new Date()): Promise<boolean> {
  const row = await findSubscription(db, userId);
  return isEntitled(row, accountNow(row, now));
}

/** Where a person stands: no plan, a plan whose cancellation period still runs, or services open. */
export type ServiceAccess = { kind: 'none' } | { kind: 'waiting'; contract: ContractRow } | { kind: 'open' };

export async function serviceAccess(db: Db, userId: string, serverNow: Date = new Date()): Promise<ServiceAccess> {
  const row = await findSubscription(db, userId);
  const now = accountNow(row, serverNow);
  if (!isEntitled(row, now)) return { kind: 'none' };
  const contract = await currentContract(db, row, userId);
  // 15 U.S.C. 1679d(a)(2): no service before the end of the 3-business-day period that begins at signing.
  if (contract && contract.servicesOpenAt.getTime() > now.getTime()) return { kind: 'waiting', contract };
  return { kind: 'open' };
}

/**
 * Whether the person's services were ever open (decision 192: the data download then carries the advice they were
 * given): open now, or a contract whose opening came before its cancellation and before now (a plan that ended after
 * opening counts; one cancelled inside its period does not).
 */
export async function servicesEverOpened(db: Db, userId: string, serverNow: Date = new Date()): Promise<boolean> {
  if ((await serviceAccess(db, userId, serverNow)).kind === 'open') return true;
  const row = await findSubscription(db, userId);
  const now = accountNow(row, serverNow);
  const contracts = await db.select().from(subscriptionContracts).where(eq(subscriptionContracts.userId, userId));
  // A cancellation is stamped with the server's time; the period is counted on the account's clock (the demo clock).
  return contracts.some((c) => c.servicesOpenAt <= now && (c.cancelledAt === null || accountNow(row, c.cancelledAt).getTime() >= c.servicesOpenAt.getTime()));
}

/** 403 SERVICES_NOT_YET_OPEN, saying when services open and until when the person may cancel. */
export function servicesNotYetOpen(contract: ContractRow): AppError {
  const opening = openingStatement(contract.servicesOpenAt.toISOString(), contract.timeZone ?? FALLBACK_CLOSING_ZONE);
  const deadline = contractDeadline(contract);
  return new AppError('SERVICES_NOT_YET_OPEN', SUBSCRIPTION_TEXT.notYetOpen(opening, deadline, contract.cancellationBusinessDays), {
    details: { services_open_at: contract.servicesOpenAt.toISOString(), cancel_until: deadline },
  });
}

/** Throws 402 without a plan or free month, 403 while the cancellation period runs. */
export async function assertServicesOpen(db: Db, userId: string, now: Date = new Date()): Promise<void> {
  const access = await serviceAccess(db, userId, now);
  if (access.kind === 'none') throw new AppError('SUBSCRIPTION_REQUIRED', SUBSCRIPTION_TEXT.required);
  if (access.kind === 'waiting') throw servicesNotYetOpen(access.contract);
}

/**
 * Middleware for contracted routes, after requireSession: 402 SUBSCRIPTION_REQUIRED without an active plan or free
 * month, 403 SERVICES_NOT_YET_OPEN during the cancellation period. Usage: `api.use('/letters/*', requireSubscription(db))`.
 * `except` lets a read of the person's own records through (docs/decisions/160: cancelling keeps what is theirs).
 */
export function requireSubscription(
  db: Db,
  clock: () => Date = () => new Date(),
  except: (method: string, path: string) => boolean = () => false,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!except(c.req.method, c.req.path)) await assertServicesOpen(db, currentUserId(c), clock());
    await next();
  };
}

/**
 * Reads of what is already the person's (docs/decisions/160, 165): their letters and the PDFs they signed, mailed
 * disputes with their tracking and deadlines, their exhibits, the bureaus' replies they uploaded and what was read
 * from them. Free during the period and after a plan ends; they create nothing. Everything else under /api/disputes
 * is a contracted service — the next-actions advice included (it tells the person what to send next).
 */
const OWN_RECORD_READS = [
  /^\/api\/disputes$/,
  /^\/api\/disputes\/mail$/,
  /^\/api\/disputes\/letters$/,
  /^\/api\/disputes\/letters\/[^/]+$/,
  /^\/api\/disputes\/letters\/[^/]+\/(pdf|mailed-pdf|tracking)$/,
  /^\/api\/disputes\/letters\/[^/]+\/exhibits\/[^/]+$/,
  /^\/api\/disputes\/items\/[^/]+\/tracking$/,
  /^\/api\/disputes\/reviews$/,
  /^\/api\/disputes\/reviews\/[^/]+\/file$/,
];

export function isOwnRecordRead(method: string, path: string): boolean {
  return method === 'GET' && OWN_RECORD_READS.some((pattern) => pattern.test(path));
}

/**
 * True when a letter may be mailed for this person: services are open (the period is over) and the contract was
 * not cancelled (15 U.S.C. 1679b(b), 1679d(a)(2), 1679e).
 */
export async function canMailLetters(db: Db, userId: string, serverNow: Date = new Date()): Promise<boolean> {
  const row = await findSubscription(db, userId);
  const now = accountNow(row, serverNow);
  if (!isEntitled(row, now)) return false;
  const contract = await currentContract(db, row, userId);
  if (!contract || contract.cancelledAt !== null) return false;
  return !inCancellationWindow(contract, now) && contract.servicesOpenAt.getTime() <= now.getTime();
}
