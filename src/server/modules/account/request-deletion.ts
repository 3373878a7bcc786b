/**
 * DELETE /api/account (docs/decisions/191): the password is checked, the payment provider's customer is closed first
 * (a failure there changes nothing), then in one transaction the sessions and the password go (signed out at once,
 * no sign-in again), the subscription ends, and the delete-account job is queued to erase the rest.
 */
import { and, eq } from 'drizzle-orm';
import { ACCOUNT_DELETION_TEXT } from '../../../common/account';
import type { Db } from '../../db/client';
import { account, session, subscriptions } from '../../db/schema';
import { AppError } from '../../errors';
import type { JobQueue } from '../../jobs/queue';
import type { Logger } from '../../logger';
import type { PaymentsProvider } from '../../providers/payments';
import { verifyPassword } from '../auth/password-hash';
import { paymentProviderError } from '../billing/provider-errors';
import { DELETE_ACCOUNT_QUEUE, type DeleteAccountJob } from './constants';

export interface AccountDeps {
  db: Db;
  payments: PaymentsProvider;
  jobs: Pick<JobQueue, 'sendInTransaction' | 'wake'>;
  logger: Logger;
}

export async function requestAccountDeletion(deps: AccountDeps, userId: string, password: string): Promise<void> {
  const { db } = deps;
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
  if (!credential?.hash || !(await verifyPassword({ hash: credential.hash, password }))) {
    throw new AppError('VALIDATION_ERROR', ACCOUNT_DELETION_TEXT.wrongPassword, { fields: { password: ACCOUNT_DELETION_TEXT.wrongPassword } });
  }
  const [subscription] = await db.select({ customerId: subscriptions.stripeCustomerId }).from(subscriptions).where(eq(subscriptions.userId, userId));
  if (subscription?.customerId) {
    try {
      await deps.payments.closeCustomer(subscription.customerId);
    } catch (error) {
      throw paymentProviderError(deps, error, 'close customer');
    }
  }
  await db.transaction(async (tx) => {
    await tx
      .update(subscriptions)
      .set({ status: 'canceled', endsAt: new Date(), cancelAtPeriodEnd: false, updatedAt: new Date() })
      .where(eq(subscriptions.userId, userId));
    await tx.delete(session).where(eq(session.userId, userId));
    await tx.delete(account).where(eq(account.userId, userId));
    const job: DeleteAccountJob = { userId };
    await deps.jobs.sendInTransaction(tx, DELETE_ACCOUNT_QUEUE, job);
  });
  deps.jobs.wake(DELETE_ACCOUNT_QUEUE);
}
