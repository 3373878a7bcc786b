import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { journey } from './harness/journey';
import { sessionUser, signUpViaApi, uniqueUser } from './harness/users';
import { screenshotBothWidths } from './harness/screenshots';
import { signInThroughForm } from './pages/auth';
import { expectEnabled, expectPath, expectText, expectVisible } from './pages/expect';
import { loggedInAs, sideNavLogout } from './pages/layout';
import { expectToast } from './pages/toast';

function profileFields(page: Page) {
  const panel = page.getByRole('tabpanel');
  return {
    name: panel.getByLabel(/Full Name/i),
    email: panel.getByLabel(/^Email/i),
    phone: panel.getByLabel(/Phone/i),
    address: panel.getByLabel(/Address/i),
    save: panel.getByRole('button', { name: 'Save Changes' }),
  };
}

function securityFields(page: Page) {
  const panel = page.getByRole('tabpanel');
  return {
    current: panel.getByLabel(/Current Password/i),
    next: panel.getByLabel(/^New Password/i),
    confirm: panel.getByLabel(/Confirm/i),
    update: panel.getByRole('button', { name: 'Update Password' }),
  };
}

journey('settings: the profile keeps a changed name, phone and address, and the layout shows the new name', async ({ page, context }) => {
  const user = uniqueUser('settings');
  await signUpViaApi(context, user);
  await page.goto('/settings');
  const fields = profileFields(page);
  await expectVisible(fields.name, 'the Full Name field');
  expect(await fields.name.inputValue()).toBe(user.name);
  expect(await fields.email.inputValue()).toBe(user.email);
  const emailEditable = await fields.email.isEditable();
  expect(emailEditable, 'the email field is read-only').toBe(false);
  await expectText(page, 'Email cannot be changed');

  const changed = { name: `Renamed ${user.name.slice(-4)}`, phone: '+1 555 0100 222', address: '12 Elm Street, Springfield, DE 19901' };
  await fields.name.fill(changed.name);
  await fields.phone.fill(changed.phone);
  await fields.address.fill(changed.address);
  await fields.save.click();
  await expectToast(page, /Profile updated|saved/i);
  await expectVisible(loggedInAs(page).getByText(changed.name), `'Logged in as' ${changed.name}`);

  await page.reload();
  const reloaded = profileFields(page);
  await expectVisible(reloaded.name, 'the Full Name field after reload');
  await page.waitForFunction((element) => (element as HTMLInputElement).value !== '', await reloaded.name.elementHandle());
  expect(await reloaded.name.inputValue()).toBe(changed.name);
  expect(await reloaded.phone.inputValue()).toBe(changed.phone);
  expect(await reloaded.address.inputValue()).toBe(changed.address);
  await expectVisible(loggedInAs(page).getByText(changed.name), `'Logged in as' ${changed.name} after reload`);
});

journey('settings: notification switches are kept after a reload; account emails are listed, text reminders not offered', async ({ page, context }) => {
  await signUpViaApi(context, uniqueUser('settings-notifications'));
  await page.goto('/settings?tab=notifications');
  const panel = page.getByRole('tabpanel');
  const monthly = panel.getByRole('switch', { name: 'Monthly report reminder' });
  const deadlines = panel.getByRole('switch', { name: 'Deadline reminders' });
  await expectVisible(monthly, 'the Monthly report reminder switch', 20_000);
  expect(await monthly.getAttribute('aria-checked')).toBe('true');
  expect(await deadlines.getAttribute('aria-checked')).toBe('true');
  await expectText(panel, 'Your contract, its cancellation notice and the statement of your rights');
  await expectText(panel, /Text reminders are not available/);
  expect(await panel.getByRole('switch').count(), 'account emails have no switch').toBe(3);

  await monthly.click();
  await expectToast(page, 'Notification preferences saved');
  await page.reload();
  await page.getByRole('tab', { name: 'Notifications' }).click();
  const reloaded = page.getByRole('tabpanel').getByRole('switch', { name: 'Monthly report reminder' });
  await expectVisible(reloaded, 'the switch after reload');
  await expect.poll(() => reloaded.getAttribute('aria-checked')).toBe('false');
  expect(await page.getByRole('tabpanel').getByRole('switch', { name: 'Deadline reminders' }).getAttribute('aria-checked')).toBe('true');
  await screenshotBothWidths(page, 'settings-notifications-saved');
});

journey(
  'security: Update Password needs all three fields, checks match, length and the current password, then the new password works',
  async ({ page, context }) => {
    const user = uniqueUser('security');
    await signUpViaApi(context, user);
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Security' }).click();
    const fields = securityFields(page);
    await expectVisible(fields.current, 'the current password field');

    await expectEnabled(fields.update, false, 'Update Password with nothing filled');
    await fields.current.fill(user.password);
    await expectEnabled(fields.update, false, 'Update Password with only the current password');
    await fields.next.fill('abcdef1');
    await expectEnabled(fields.update, false, 'Update Password without the confirmation');
    await fields.confirm.fill('abcdef2');
    await expectEnabled(fields.update, true, 'Update Password with all three filled');

    await fields.update.click();
    await expectVisible(page.getByText(/Passwords don't match|New password and confirmation must match/).first(), 'the mismatch message');

    await fields.next.fill('abc1234');
    await fields.confirm.fill('abc1234');
    await fields.update.click();
    await expectVisible(page.getByText(/Password too short|Password must be at least 8 characters/).first(), 'the too-short message');

    const newPassword = `${user.password}-changed`;
    await fields.current.fill(`${user.password}-wrong`);
    await fields.next.fill(newPassword);
    await fields.confirm.fill(newPassword);
    await fields.update.click();
    await expectToast(page, /Invalid password|Could not update password|incorrect/i);
    expect(await sessionUser(context), 'still signed in after a refused change').not.toBeNull();

    await fields.current.fill(user.password);
    await fields.next.fill(newPassword);
    await fields.confirm.fill(newPassword);
    await fields.update.click();
    await expectToast(page, 'Password updated');

    await sideNavLogout(page).click();
    await expectToast(page, /Logged out/);
    await page.goto('/login');
    await signInThroughForm(page, { email: user.email, password: user.password });
    await expectText(page, 'Invalid email or password');
    await signInThroughForm(page, { email: user.email, password: newPassword });
    await expectPath(page, '/onboarding');
  },
);
