/**
 * The AI assistant tab (issue 13): a person asks two questions about an uploaded report and reads grounded answers
 * whose citations open the report details; Enter sends, Shift+Enter adds a line, a blank message is ignored;
 * Generate Analysis writes the analysis in sections. Then the same with an app whose provider is Anthropic, pointed
 * at a local server that answers as the Messages API does. Screenshots at 1280 and 390 px.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { startAnthropicServer, type FakeModelServer } from '../mocks/anthropic';
import { startApp, type RunningApp } from './harness/app-server';
import { journey } from './harness/journey';
import { reportFiles, uploadViaApi, waitForAnalyses, type GeneratedReport } from './harness/reports';
import { signUpViaApi, subscribeViaApi, uniqueUser } from './harness/users';
import { screenshot, screenshotBothWidths } from './harness/screenshots';
import { expectText, expectVisible } from './pages/expect';

const files = reportFiles();
let experian: GeneratedReport;
let anthropic: FakeModelServer;
let modelApp: RunningApp;

beforeAll(async () => {
  experian = await files.write('experian-current');
  anthropic = await startAnthropicServer();
  modelApp = await startApp({ logName: 'e2e-server-anthropic', env: { ANTHROPIC_API_KEY: 'local-test-key', ANTHROPIC_BASE_URL: anthropic.url } });
}, 240_000);

afterAll(async () => {
  await modelApp?.stop();
  await anthropic?.close();
  files.cleanup();
});

/** Text inside a longer paragraph (expectText matches a string exactly). */
const within = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

const answers = (page: Page) => page.locator('[data-role="assistant"]');

async function openAssistant(page: Page): Promise<void> {
  await page.goto('/credit-report?tab=details&detail=assistant');
  await expectVisible(page.getByRole('tab', { name: 'Chat Assistant', selected: true }), 'the Chat Assistant sub-tab');
  await expectVisible(page.getByRole('tab', { name: 'Generate Analysis' }), 'the Generate Analysis sub-tab');
}

async function ask(page: Page, question: string, count: number): Promise<void> {
  const composer = page.getByRole('textbox', { name: 'Ask about this report' });
  await composer.fill(question);
  await composer.press('Enter');
  await expectVisible(answers(page).nth(count - 1), `answer ${count}`, 20_000);
  await expect.poll(() => composer.inputValue()).toBe('');
}

journey(
  'a person asks the built-in assistant two questions and follows a citation into the report details',
  async ({ page, context }) => {
    await signUpViaApi(context, uniqueUser('assistant'));
    await subscribeViaApi(context);
    await uploadViaApi(context, 'experian', experian.file);
    await waitForAnalyses(context);
    await openAssistant(page);
    await expectText(page, within('It is not a language model.'));

    // A suggested first question sends itself.
    await page.getByRole('button', { name: 'What should I dispute first, and why?' }).click();
    await expectVisible(answers(page).first(), 'the first answer', 20_000);
    const first = answers(page).first();
    await expectText(first, /Start with /);
    await expectText(first, within("I'm the built-in assistant, not a language model"));
    await expectVisible(first.locator('a[data-citation^="finding:"]').first(), 'a finding citation');
    await expectVisible(first.locator('a[data-citation="law:FCRA 611"]').first(), 'the FCRA 611 citation');

    // Shift+Enter adds a line, a blank message is not sent.
    const composer = page.getByRole('textbox', { name: 'Ask about this report' });
    await composer.fill('   ');
    await composer.press('Enter');
    await composer.fill('What does FCRA 611');
    await composer.press('Shift+Enter');
    await composer.type('mean?');
    expect(await composer.inputValue()).toBe('What does FCRA 611\nmean?');
    await composer.press('Enter');
    await expectVisible(answers(page).nth(1), 'the second answer', 20_000);
    expect(await page.locator('[data-role="user"]').count()).toBe(2);
    await expectText(answers(page).nth(1), within('is the Fair Credit Reporting Act § 611 (15 U.S.C. § 1681i)'));

    await screenshotBothWidths(page, 'report-details-assistant-chat');

    // A citation opens the finding it names in Possible Errors.
    const citation = first.locator('a[data-citation^="finding:"]').first();
    const href = await citation.getAttribute('href');
    const anchor = href!.split('#')[1]!;
    await citation.click();
    await expectVisible(page.getByRole('tab', { name: 'Possible Errors', selected: true }), 'the Possible Errors tab');
    await expect.poll(() => page.locator(`#${anchor}`).evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true);

    // Generate Analysis.
    await page.getByRole('tab', { name: 'AI Assistant' }).click();
    await page.getByRole('tab', { name: 'Generate Analysis' }).click();
    await page.getByRole('button', { name: 'Generate Analysis' }).click();
    const article = page.getByRole('article', { name: 'Generate Analysis' });
    for (const title of ['Overview', 'What weighs on your score', 'Possible errors to dispute', 'When negative items drop off', 'Your rights', 'Next steps']) {
      await expectVisible(article.getByRole('heading', { name: title }), title);
    }
    await expectVisible(page.getByRole('button', { name: 'Regenerate Analysis' }), 'Regenerate Analysis');
    await screenshotBothWidths(page, 'report-details-assistant-analysis');
  },
  { timeoutMs: 120_000 },
);

journey(
  "with Anthropic configured (a local Messages API server), the answers are the model's, grounded and cited",
  async ({ page, context }) => {
    await signUpViaApi(context, uniqueUser('assistant-model'), modelApp.baseURL);
    await subscribeViaApi(context, 'monthly', modelApp.baseURL);
    await uploadViaApi(context, 'experian', experian.file, modelApp.baseURL);
    await waitForAnalyses(context, 60_000, { baseURL: modelApp.baseURL });
    await openAssistant(page);
    await expectText(page, within("Answers come from Anthropic's claude-sonnet-5-5 model"));

    await ask(page, 'What should I dispute first?', 1);
    await expectText(answers(page).first(), /Model answer: start with /);
    await expectVisible(answers(page).first().locator('a[data-citation="finding:f1"]').first(), 'the finding citation');
    await ask(page, 'When does it drop off?', 2);
    await expectText(answers(page).nth(1), /should stop being reported/);
    await expectVisible(answers(page).nth(1).locator('a[data-citation="law:FCRA 605"]').first(), 'the FCRA 605 citation');
    expect(anthropic.requests.at(-1)!.body.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user']);
    await screenshot(page, 'report-details-assistant-anthropic');
  },
  { timeoutMs: 120_000, baseURL: () => modelApp.baseURL },
);
