/**
 * Checks on every model answer that feeds the product (docs/decisions/073-assistant-answer-checks.md): the shape
 * (zod), then the content — facts only from the person's data, laws only from the library, no promise of results,
 * no advice to dispute accurate information or to take a new identity (CROA, 15 U.S.C. § 1679b(a)). An answer
 * that fails any check is not used; the engine's own text is.
 */
import { z } from 'zod';
import { CITATION_MARKER } from '../../../common/assistant';
import { lawOf } from '../../../engine/plan/laws';
import { normalizeCreditor } from '../../../engine/detect/common/names';
import { resolveCitation, unknownLawMarkers } from './citations';
import type { AssistantContext } from './context';

export const generatedAnalysisSchema = z.object({
  sections: z
    .array(z.object({ title: z.string().trim().min(1).max(120), body: z.string().trim().min(1).max(4000) }))
    .min(2)
    .max(8),
});
export type GeneratedAnalysis = z.infer<typeof generatedAnalysisSchema>;

export const strategyEnrichmentSchema = z.object({
  summary: z.string().trim().min(1).max(1500),
  notes: z.array(z.object({ ref: z.string().regex(/^[nf]\d{1,4}$/), note: z.string().trim().min(1).max(800) })).max(30),
});
export type StrategyEnrichment = z.infer<typeof strategyEnrichmentSchema>;

/** The JSON object in a model's answer: the whole answer, or the first {...} block (models wrap JSON in prose or fences). */
export function parseJsonAnswer(content: string): unknown {
  const trimmed = content.trim().replace(/^```(?:json)?\s*|\s*```$/g, '');
  try {
    return JSON.parse(trimmed);
  } catch {
    const start = trimmed.indexOf('{');
    const end = trimmed.lastIndexOf('}');
    if (start < 0 || end <= start) return undefined;
    try {
      return JSON.parse(trimmed.slice(start, end + 1));
    } catch {
      return undefined;
    }
  }
}

const PROMISE = [
  /\bguarantee[sd]?\b/i,
  /\bpromise[sd]?\b/i,
  /\b100\s?% (?:removal|success|deletion)\b/i,
  /\bwill (?:definitely |certainly |surely )?(?:be (?:removed|deleted|erased)|remove|delete|erase|raise|increase|boost|fix|repair)\b/i,
  /\b(?:raise|increase|boost|improve)s? your score (?:by|to) \d+/i,
  /\byour score will (?:go up|rise|increase|improve|jump)\b/i,
];
/** "no result is guaranteed", "we cannot promise": a negated promise is honest, not a promise. */
const NEGATED = /\b(?:no|not|never|cannot|can't|can not|nothing|without)\b[^.!?]{0,40}$/i;

const CROA = [
  /\b(?:CPN|credit privacy number|credit profile number)s?\b/i,
  /\bnew (?:credit )?identity\b/i,
  /\bnew social security number\b/i,
  /\b(?:use|apply with) (?:an? )?EIN\b/i,
  /\bfile segregation\b/i,
  /\b(?:second|new|fresh) credit (?:file|profile)\b/i,
  /\bdispute\b[^.!?]{0,60}\b(?:even (?:if|though)|although|regardless)\b[^.!?]{0,40}\b(?:accurate|correct|true|valid|yours|legitimate)\b/i,
  /\bdispute (?:every|all)(?:thing| items?| negative items?| accounts?)\b(?![^.!?]{0,40}\b(?:wrong|inaccurate|incorrect|cannot be verified|unverifiable)\b)/i,
];

/** Statutes and rules outside the law library that an answer may not cite. */
const OUTSIDE_LAWS =
  /\b(?:TILA|ECOA|HIPAA|CROA|FCBA|GLBA|Truth in Lending|Equal Credit Opportunity|Credit Repair Organizations Act|Fair Credit Billing|Gramm-Leach|Regulation [A-Z]{1,2}\b|Reg\.? [A-Z]\b|statute of limitations)/i;
/** 15 U.S.C. sections as the library holds them (§ 1681x and § 1692g). */
const USC_LIBRARY = new Set(['1681i', '1681c', '1681s-2', '1681g', '1681c-2', '1681b', '1692g', '1692']);

function lawProblems(text: string): string[] {
  const problems = unknownLawMarkers(text).map((law) => `cites ${law}, which is not in the law library`);
  const outside = OUTSIDE_LAWS.exec(text);
  if (outside) problems.push(`cites ${outside[0]}, which is not in the law library`);
  for (const match of text.matchAll(/\b(FCRA|FDCPA)\s*(?:§|section|sec\.)?\s*(\d{3}[A-Z]?(?:\([a-z0-9]+\))*)/gi)) {
    const cited = `${match[1]!.toUpperCase()} ${match[2]}`;
    const library = lawOf(cited);
    const fdcpaOther = match[1]!.toUpperCase() === 'FDCPA' && !match[2]!.startsWith('809');
    if (!library || fdcpaOther) problems.push(`cites ${cited}, which is not in the law library`);
  }
  for (const match of text.matchAll(/\bsection\s+(\d{3}[A-Z]?)\b/gi)) {
    if (!lawOf(`FCRA ${match[1]}`)) problems.push(`cites section ${match[1]}, which is not in the law library`);
  }
  for (const match of text.matchAll(/\b15\s*U\.?S\.?C\.?\s*§*\s*(\d{4}[a-z]?(?:-\d)?)/gi)) {
    if (!USC_LIBRARY.has(match[1]!.toLowerCase())) problems.push(`cites 15 U.S.C. § ${match[1]}, which is not in the law library`);
  }
  return problems;
}

function promiseProblems(text: string): string[] {
  const problems: string[] = [];
  for (const pattern of PROMISE) {
    const global = new RegExp(pattern.source, 'gi');
    for (const match of text.matchAll(global)) {
      const before = text.slice(Math.max(0, match.index - 60), match.index);
      const sentenceStart = Math.max(before.lastIndexOf('.'), before.lastIndexOf('!'), before.lastIndexOf('?'));
      if (!NEGATED.test(before.slice(sentenceStart + 1))) problems.push(`promises a result ("${match[0]}")`);
    }
  }
  return problems;
}

function croaProblems(text: string): string[] {
  return CROA.filter((pattern) => pattern.test(text)).map((pattern) => `gives advice CROA forbids ("${pattern.exec(text)![0]}")`);
}

/** Every dollar amount the person's data holds (balances, limits, totals) and the thresholds the rules name. */
function knownAmounts(context: AssistantContext): Set<number> {
  const amounts = new Set<number>([500, context.figures.totalBalances]);
  for (const a of context.accounts) for (const v of [a.balance, a.creditLimit, a.pastDue]) if (v !== null) amounts.add(Math.round(v));
  return new Set([...amounts].map((v) => Math.round(v)));
}

/** Evidence and explanations may quote amounts too. */
function amountsIn(text: string): number[] {
  return [...text.matchAll(/\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?/g)].map((m) => Math.round(Number(m[1]!.replace(/,/g, ''))));
}

/** Words in capitals that name no creditor of the report: an answer naming a creditor the person does not have. */
const KNOWN_CAPS = new Set([
  'FCRA',
  'FDCPA',
  'FACT',
  'ACT',
  'CFPB',
  'FTC',
  'USPS',
  'PDF',
  'DOFD',
  'ID',
  'US',
  'USA',
  'UTC',
  'OK',
  'AI',
  'EXPERIAN',
  'TRANSUNION',
  'EQUIFAX',
  'FICO',
  'SSN',
  'II',
  'III',
]);

function factProblems(context: AssistantContext, text: string): string[] {
  const problems: string[] = [];
  for (const match of text.matchAll(CITATION_MARKER)) {
    if (match[1] !== 'law' && !resolveCitation(context, match[1] as 'account', match[2]!))
      problems.push(`refers to ${match[1]} ${match[2]}, which is not in the analysis`);
  }
  const plain = text.replace(CITATION_MARKER, ' ');
  const known = knownAmounts(context);
  const quoted = [
    ...context.findings.flatMap((f) => amountsIn(`${f.evidence} ${f.explanation}`)),
    ...context.negativeItems.flatMap((n) => amountsIn(n.description)),
  ];
  for (const v of quoted) known.add(v);
  for (const amount of amountsIn(plain)) {
    if (!known.has(amount)) problems.push(`states an amount ($${amount}) that is not in the analysis`);
  }
  for (const match of plain.matchAll(/\bscore (?:is|of|was)\s+(\d{3})\b/gi)) {
    if (Number(match[1]) !== context.score) problems.push(`states a score (${match[1]}) that is not the report's`);
  }
  const creditorWords = new Set(
    [
      ...context.accounts.map((a) => a.creditor),
      ...context.negativeItems.map((n) => n.creditor),
      ...context.findings.map((f) => f.creditor),
      ...context.inquiries.map((q) => q.creditor),
    ]
      .flatMap((name) => normalizeCreditor(name).split(' '))
      .filter(Boolean),
  );
  for (const match of plain.matchAll(/\b[A-Z][A-Z&'.-]{2,}(?:\s+[A-Z][A-Z&'.-]{1,})*\b/g)) {
    const words = normalizeCreditor(match[0])
      .split(' ')
      .filter((w) => w.length >= 3 && !KNOWN_CAPS.has(w));
    if (words.length > 0 && !words.some((w) => creditorWords.has(w))) problems.push(`names ${match[0]}, which is not on the report`);
  }
  return problems;
}

/** What is wrong with a piece of model text meant for the product; empty when it passes every check. */
export function checkText(context: AssistantContext, text: string): string[] {
  return [...new Set([...factProblems(context, text), ...lawProblems(text), ...promiseProblems(text), ...croaProblems(text)])];
}

export type Checked<T> = { ok: true; value: T } | { ok: false; problems: string[] };

export function checkGeneratedAnalysis(context: AssistantContext, content: string): Checked<GeneratedAnalysis> {
  const parsed = generatedAnalysisSchema.safeParse(parseJsonAnswer(content));
  if (!parsed.success) return { ok: false, problems: ['the answer is not the JSON asked for'] };
  const problems = parsed.data.sections.flatMap((s) => checkText(context, `${s.title}\n${s.body}`));
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: parsed.data };
}

export function checkStrategyEnrichment(context: AssistantContext, content: string): Checked<StrategyEnrichment> {
  const parsed = strategyEnrichmentSchema.safeParse(parseJsonAnswer(content));
  if (!parsed.success) return { ok: false, problems: ['the answer is not the JSON asked for'] };
  const refs = new Set([...context.negativeItems.map((n) => n.ref), ...context.findings.map((f) => f.ref)]);
  const problems = [
    ...parsed.data.notes.filter((n) => !refs.has(n.ref)).map((n) => `notes ${n.ref}, which is not in the analysis`),
    ...checkText(context, parsed.data.summary),
    ...parsed.data.notes.flatMap((n) => checkText(context, n.note)),
  ];
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: parsed.data };
}
