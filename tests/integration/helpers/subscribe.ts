/**
 * Puts a test user on a plan the way a person does it without Stripe keys (the local provider): disclosure
 * acknowledged, contract signed, plan started. Paid routes (docs/decisions/064) then let them through.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client';
import { subscriptionContracts } from '../../../src/server/db/schema';
import { signUp, type TestClient } from './client';

export async function subscribe(client: TestClient, planType: 'monthly' | 'yearly' = 'monthly'): Promise<{ contractId: string }> {
  const acknowledged = await client.post('/api/subscription/disclosure');
  if (acknowledged.status !== 201) throw new Error(`disclosure: ${acknowledged.status}`);
  const signed = await client.post<{ contract: { id: string } }>('/api/subscription/contract', {
    planType,
    couponCode: null,
    signatureName: 'Test User',
    agreed: true,
  });
  if (signed.status !== 201) throw new Error(`contract: ${signed.status} ${JSON.stringify(signed.body)}`);
  const contractId = signed.body.contract.id;
  const started = await client.post('/api/subscription/create-checkout', { planType, couponCode: null, contractId });
  if (started.status !== 200) throw new Error(`create-checkout: ${started.status} ${JSON.stringify(started.body)}`);
  return { contractId };
}

/**
 * Moves the person's contract back so its 3-business-day cancellation window has closed (CROA 1679e), which
 * mailing letters waits for (`canMailLetters`). Tests only: in the product only time closes the window.
 */
export async function closeCancellationWindow(db: Db, userId: string, now: Date = new Date()): Promise<void> {
  const past = new Date(now.getTime() - 10 * 86_400_000);
  await db
    .update(subscriptionContracts)
    .set({ signedAt: past, cancellationClosesAt: new Date(now.getTime() - 86_400_000), cancelByDate: past.toISOString().slice(0, 10) })
    .where(eq(subscriptionContracts.userId, userId));
}

/** A new user on the monthly plan: for tests of paid routes (disputes, the assistant) that are not about the plan. */
export async function signUpSubscribed(...args: Parameters<typeof signUp>): ReturnType<typeof signUp> {
  const user = await signUp(...args);
  await subscribe(user.client);
  return user;
}
