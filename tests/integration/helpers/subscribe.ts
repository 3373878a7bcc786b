/**
 * Puts a test user on a plan the way a person does it without Stripe keys (the local provider): disclosure
 * acknowledged, contract signed with their account name, plan started, and (unless `waitForServices`) the
 * 3 business days skipped with the demo clock. Contracted routes (docs/decisions/064, 160) then let them through.
 */
import { signUp, type TestClient } from './client';

export async function subscribe(
  client: TestClient,
  planType: 'monthly' | 'yearly' = 'monthly',
  options: { waitForServices?: boolean } = {},
): Promise<{ contractId: string }> {
  const profile = await client.get<{ name: string }>('/api/profile');
  if (profile.status !== 200) throw new Error(`profile: ${profile.status}`);
  const signatureName = profile.body.name;
  const acknowledged = await client.post('/api/subscription/disclosure');
  if (acknowledged.status !== 201) throw new Error(`disclosure: ${acknowledged.status}`);
  const signed = await client.post<{ contract: { id: string } }>('/api/subscription/contract', {
    planType,
    couponCode: null,
    signatureName,
    agreed: true,
  });
  if (signed.status !== 201) throw new Error(`contract: ${signed.status} ${JSON.stringify(signed.body)}`);
  const contractId = signed.body.contract.id;
  const started = await client.post('/api/subscription/create-checkout', { planType, couponCode: null, contractId });
  if (started.status !== 200) throw new Error(`create-checkout: ${started.status} ${JSON.stringify(started.body)}`);
  if (!options.waitForServices) await skipAhead(client);
  return { contractId };
}

/**
 * The demo clock (local demo mode, as test servers run): the account jumps past its 3 business days, so contracted
 * routes open (docs/decisions/160, 161). The same call a person makes with "Local demo: skip ahead 3 business days".
 */
export async function skipAhead(client: TestClient): Promise<void> {
  const moved = await client.post('/api/subscription/demo/skip-ahead');
  if (moved.status !== 200) throw new Error(`skip-ahead: ${moved.status} ${JSON.stringify(moved.body)}`);
}

/**
 * A new user on the monthly plan whose services have started (the 3 business days skipped with the demo clock): for
 * tests of contracted routes (disputes, the assistant, the plan) that are not about the plan itself.
 */
export async function signUpSubscribed(...args: Parameters<typeof signUp>): ReturnType<typeof signUp> {
  const user = await signUp(...args);
  await subscribe(user.client);
  return user;
}
