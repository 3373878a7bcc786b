import { AxeBuilder } from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe on the page and returns the serious and critical violations. Legacy mode runs axe.run in the page itself
 * instead of a partial run per frame finished in a new blank tab: the same rules and results for our pages (they have
 * no cross-origin frames), in about half the time (decision 217).
 */
export async function blockingViolations(page: Page): Promise<Result[]> {
  const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
  return results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
}

/** One readable block per violation: impact, rule, help text and up to five offending elements. */
export function formatViolations(where: string, violations: Result[]): string {
  const lines = [`${violations.length} serious/critical accessibility violation(s) on ${where}:`];
  for (const violation of violations) {
    lines.push(`  [${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help} (${violation.helpUrl})`);
    for (const node of violation.nodes.slice(0, 5)) {
      lines.push(`      at ${node.target.join(' ')}`);
      const summary = node.failureSummary
        ?.split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .slice(0, 3)
        .join(' / ');
      if (summary) lines.push(`         ${summary}`);
    }
    if (violation.nodes.length > 5) lines.push(`      …and ${violation.nodes.length - 5} more element(s)`);
  }
  return lines.join('\n');
}
