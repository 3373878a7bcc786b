import type { CreditReport, Finding, NegativeItem } from '../model';
import { inquiryBursts } from './common/inquiry-bursts';
import { dedupeFindings } from './common/finding';
import { withBasis } from './common/finding-basis';
import { negativeItemsOf } from './negative';
import { RULES } from './rules';

export { accountIssueType, isNegativeAccount, impactLevel } from './negative';

/**
 * Negative items of every report (docs/decisions/001): one per negative account, per public record and
 * per hard inquiry dated within 24 months of the report date.
 */
export function detectNegativeItems(reports: CreditReport[]): NegativeItem[] {
  return reports.flatMap(negativeItemsOf);
}

/**
 * Findings worth disputing, each with its law basis and printed evidence (docs/decisions/001). `merged`
 * says the reports come from one 3-bureau report, the only case where bureaus are compared.
 * A finding for the same code, bureau and entry is reported once, with its rule, printed lines and why the rule
 * applies to this print (docs/decisions/186).
 */
export function detectFindings(reports: CreditReport[], ctx: { merged: boolean }): Finding[] {
  const input = { reports, merged: ctx.merged };
  return dedupeFindings(Object.values(RULES).flatMap((rule) => rule(input))).map((f) => withBasis(f, reports, ctx.merged));
}

/** Each report with its rate-shopping bursts (docs/decisions/187); accounts of every report of the file count. */
export function withInquiryBursts(reports: CreditReport[]): CreditReport[] {
  const accounts = reports.flatMap((r) => r.accounts);
  return reports.map((report) => ({ ...report, inquiryBursts: inquiryBursts(report.inquiries, accounts) }));
}
