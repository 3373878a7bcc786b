/**
 * Every letter kind, rendered to a PDF and read back with pdftotext (poppler-utils), as a bureau or a furnisher
 * reads it (issue 24): the person's statement in every item, no word addressed to the person, no app advice, every
 * cited section in the law library, enclosures only when something is attached, the product named as the PDF's
 * producer. The figures of each kind are printed for the closing note.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '../../../../common/brand';
import { provisionOf } from '../../../../engine/plan/laws';
import { composeLetter } from './compose';
import { citesIn, THREATS_AND_PROMISES } from './letter-checks.test-data';
import { bureauLetter, consumer, disclosureLetter, furnisherLetter, notMine, obsolete, paidBalance } from './letter-samples.test-data';
import { renderLetterPdf } from './pdf';
import type { LetterInput, LetterItemInput, RoundLetterKind } from './types';

const hasPoppler = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const dir = mkdtempSync(path.join(tmpdir(), 'letter-kinds-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function pdftotext(bytes: Uint8Array, name: string): { text: string; info: string } {
  const file = path.join(dir, `${name}.pdf`);
  writeFileSync(file, bytes);
  return { text: execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }), info: execFileSync('pdfinfo', [file], { encoding: 'utf8' }) };
}

const flat = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Words that address the person, and the app's advice phrasings (finding explanations, plan steps, score talk). */
const SECOND_PERSON = /\b(you|your|yours|yourself)\b/i;
const APP_ADVICE =
  /ask the bureau|ask them|if you did not apply|we recommend|can raise a score|raise your score|points|should leave your report|paying every account|mark(ed)? (it|this) as accurate|dispute it with|the app|credit repair/i;

const previous = (outcome: NonNullable<LetterItemInput['previous']>['outcome']): NonNullable<LetterItemInput['previous']> => ({
  round: 1,
  letterDate: '2026-09-02',
  mailedOn: '2026-09-04',
  ...(outcome === 'no_response' ? { dueOn: '2026-10-13' } : {}),
  outcome,
  outcomeOn: '2026-10-20',
});
const ID_EXHIBITS = ['Copy of my driver’s license or state ID', 'Copy of a utility bill or bank statement showing my address'];
const round = (kind: RoundLetterKind, outcome: NonNullable<LetterItemInput['previous']>['outcome'], enclosures: string[] = []): LetterInput => ({
  kind,
  date: '2026-11-25',
  consumer,
  recipient: { bureau: 'experian' },
  items: [
    { ...paidBalance, previous: previous(outcome) },
    { ...notMine, previous: previous(outcome) },
  ],
  enclosures,
});
const custom: LetterItemInput = {
  id: 'item-custom-7',
  creditor: 'SOME BANK',
  accountNumberMasked: 'XXXXXXXXXXXX1111',
  bureaus: ['experian'],
  reason: 'other',
  personStatement: 'I closed this card myself in 2020; it was never charged off.',
  request: 'correct',
  laws: ['FCRA 611'],
};

const KINDS: [string, LetterInput][] = [
  ['bureau', bureauLetter],
  ['furnisher', furnisherLetter],
  ['609', disclosureLetter],
  ['follow-up', round('follow_up', 'no_response')],
  ['method of verification', round('method_of_verification', 'verified')],
  ['identity reply', round('identity_reply', 'stall', ID_EXHIBITS)],
  ['reinsertion', round('reinsertion', 'deleted')],
  ['custom', { ...bureauLetter, items: [custom], enclosures: [] }],
];

const figures: Record<string, unknown>[] = [];
afterAll(() => {
  if (figures.length > 0) process.stdout.write(`letter kinds (pdftotext):\n${figures.map((f) => JSON.stringify(f)).join('\n')}\n`);
});

describe.runIf(hasPoppler).each(KINDS)('the %s letter as pdftotext reads it', (name, base) => {
  const input: LetterInput = { ...base, attestedOn: '2026-11-24' };
  const doc = composeLetter(input);

  it('is the person’s statement: their words in every item, nothing addressed to them, no app advice, every cite in the library', async () => {
    const { text, info } = pdftotext(await renderLetterPdf(doc, { signature: { name: consumer.fullName, date: input.date } }), name.replace(/\W+/g, '-'));
    const body = flat(text);
    expect(body.match(new RegExp(`.{0,40}${SECOND_PERSON.source}.{0,20}`, 'gi'))).toBeNull();
    expect(body).not.toMatch(APP_ADVICE);
    expect(body).not.toMatch(THREATS_AND_PROMISES);
    for (const item of input.items) {
      expect(body).toContain(flat(`Why it is inaccurate: ${item.personStatement!}`));
    }
    expect(doc.items).toHaveLength(input.items.length);
    const cites = citesIn(body);
    for (const cite of cites) expect(provisionOf(cite), cite).not.toBeNull();
    if (input.kind !== 'file_disclosure') {
      expect(body).toContain('I confirm that each statement in this letter is true to the best of my knowledge (confirmed on November 24, 2026).');
    }
    expect(body.includes('Enclosures:')).toBe(input.enclosures.length > 0);
    expect(info).toMatch(new RegExp(`Producer:\\s+${PRODUCT_NAME}`));
    expect(info).toMatch(new RegExp(`Author:\\s+${consumer.fullName}`));
    expect(body).not.toContain(PRODUCT_NAME);
    figures.push({
      kind: name,
      items: input.items.length,
      statements: input.items.filter((i) => body.includes(flat(i.personStatement ?? '\u0000'))).length,
      cites: cites.length,
      distinctSections: new Set(cites).size,
      enclosures: input.enclosures.length,
      pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]),
      words: body.split(' ').length,
    });
  });
});

describe.runIf(hasPoppler)('the checks can fail', () => {
  it('catches a finding’s explanation and a second-person word slipped into a letter', () => {
    const leaked = flat(`${composeLetter(bureauLetter).plainText} Ask the bureau to delete it. If you owe it, pay it.`);
    expect(leaked).toMatch(SECOND_PERSON);
    expect(leaked).toMatch(APP_ADVICE);
    expect(() => composeLetter({ ...bureauLetter, items: [{ ...obsolete, personStatement: undefined }] })).toThrow();
  });
});
