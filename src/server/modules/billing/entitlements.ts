/**
 * What needs a subscription (docs/decisions/064-entitlements.md) and the one way to check it. Other modules use
 * `requireSubscription(db)` on their paid routes and `canMailLetters(db, userId)` before mailing anything.
 */
import type { MiddlewareHandler } from 'hono';
import { SUBSCRIPTION_TEXT } from '../../../common/subscription';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { currentUserId } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { currentContract, findSubscription, inCancellationWindow, isEntitled } from './state';

export async function hasSubscription(db: Db, userId: string, now: Date = new Date()): Promise<boolean> {
  return isEntitled(await findSubscription(db, userId), now);
}

/**
 * Middleware for paid routes, after requireSession: 402 SUBSCRIPTION_REQUIRED without an active plan or free
 * month. Usage: `api.use('/letters/*', requireSubscription(database.db))`.
 */
export function requireSubscription(db: Db, clock: () => Date = () => new Date()): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!(await hasSubscription(db, currentUserId(c), clock()))) {
      throw new AppError('SUBSCRIPTION_REQUIRED', SUBSCRIPTION_TEXT.required);
    }
    await next();
  };
}

/**
 * True when a letter may be mailed for this person: they have a plan, and the 3-business-day cancellation window of
 * its contract has closed without a cancellation (15 U.S.C. 1679b(b), 1679e: nothing is done for a fee before then).
 */
export async function canMailLetters(db: Db, userId: string, now: Date = new Date()): Promise<boolean> {
  const row = await findSubscription(db, userId);
  if (!isEntitled(row, now)) return false;
  const contract = await currentContract(db, row, userId);
  if (!contract || contract.cancelledAt !== null) return false;
  return !inCancellationWindow(contract, now);
}
