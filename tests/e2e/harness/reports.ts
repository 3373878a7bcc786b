/** Generated credit reports for journeys, and uploads through the API for a journey's preconditions. */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import type { AnalysisStatusDto, UploadTarget } from '../../../src/common/analysis';
import { DEFAULT_SEED } from '../../fixtures/generate';
import { generateFixture } from '../../fixtures/generator/index';
import { appURL } from './app-url';
import type { LayoutId } from '../../fixtures/generator/truth';

export type GeneratedReport = Awaited<ReturnType<typeof generateFixture>> & { file: string };

/** Writes the first fixture of a layout (the corpus's seed) to a temporary folder; `cleanup` removes them all. */
export function reportFiles() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-report-'));
  return {
    async write(layout: LayoutId, index = 0): Promise<GeneratedReport> {
      const fixture = await generateFixture({ layout, seed: DEFAULT_SEED, index, variant: 'default' });
      const file = path.join(dir, `${layout}-${index}.pdf`);
      writeFileSync(file, fixture.pdf);
      return { ...fixture, file };
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Uploads a report file as the context's user (as a second tab would). */
export async function uploadViaApi(context: BrowserContext, target: UploadTarget, file: string, baseURL: string = appURL()): Promise<void> {
  const response = await context.request.post(`/api/analyses/upload?bureau=${target}`, {
    headers: { Origin: new URL(baseURL).origin },
    multipart: { file: { name: path.basename(file), mimeType: 'application/pdf', buffer: readFileSync(file) } },
    failOnStatusCode: false,
  });
  if (response.status() !== 201) throw new Error(`upload failed: ${response.status()} ${(await response.text()).slice(0, 300)}`);
}

/**
 * Generated reports name invented people, never the journey's user: a journey not about whose report it is confirms
 * each such report is the person's, as the person would on the credit report page (decision 189).
 */
async function confirmOtherPersons(context: BrowserContext, analyses: AnalysisStatusDto[], baseURL: string): Promise<void> {
  for (const a of analyses.filter((x) => x.metadata.owner?.check === 'other_person')) {
    const response = await context.request.post(`/api/analyses/${a.id}/owner`, {
      headers: { Origin: new URL(baseURL).origin },
      data: { statement: 'Test account: this generated report is mine under the name it prints.', confirmed: true },
      failOnStatusCode: false,
    });
    // 409: another row of the same file was confirmed with it.
    if (response.status() !== 200 && response.status() !== 409) throw new Error(`confirming ${a.id}: ${response.status()}`);
  }
}

/**
 * Waits until none of the user's analyses is pending or processing. Reports naming another person are confirmed as
 * the user's unless `keepOwnerFlag` (journeys about whose report it is look at the flag itself).
 */
export async function waitForAnalyses(
  context: BrowserContext,
  timeoutMs = 60_000,
  options: { keepOwnerFlag?: boolean; baseURL?: string } = {},
): Promise<AnalysisStatusDto[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { analyses } = (await (await context.request.get('/api/analyses/status')).json()) as { analyses: AnalysisStatusDto[] };
    if (analyses.every((a) => a.analysis_status === 'completed' || a.analysis_status === 'failed')) {
      if (!options.keepOwnerFlag) await confirmOtherPersons(context, analyses, options.baseURL ?? appURL());
      return analyses;
    }
    if (Date.now() > deadline) throw new Error('analyses did not finish in time');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
