import { describe, expect, it } from 'vitest';
import { provisionOf } from '../../../../engine/plan/laws';
import { composeLetter, LetterInputError } from './compose';
import { citesIn, inventedFacts, THREATS_AND_PROMISES } from './letter-checks.test-data';
import { consumer, notMine, paidBalance } from './letter-samples.test-data';
import { ROUND_CITES, ROUND_KINDS, ROUND_SUBJECTS } from './next-round';
import type { LetterInput, LetterItemInput, RoundLetterKind } from './types';

const PREVIOUS: Record<RoundLetterKind, NonNullable<LetterItemInput['previous']>> = {
  follow_up: { round: 1, letterDate: '2026-09-02', mailedOn: '2026-09-04', dueOn: '2026-10-02', outcome: 'no_response', outcomeOn: '2026-10-09' },
  method_of_verification: { round: 1, letterDate: '2026-09-02', mailedOn: '2026-09-04', dueOn: '2026-10-02', outcome: 'verified', outcomeOn: '2026-09-28' },
  identity_reply: { round: 2, letterDate: '2026-09-02', mailedOn: '2026-09-05', dueOn: '2026-10-02', outcome: 'stall', outcomeOn: '2026-09-19' },
  reinsertion: { round: 1, letterDate: '2026-06-01', mailedOn: '2026-06-03', dueOn: '2026-07-01', outcome: 'deleted', outcomeOn: '2026-06-27' },
};

function roundLetter(kind: RoundLetterKind): LetterInput {
  return {
    kind,
    date: '2026-11-25',
    consumer,
    recipient: { bureau: 'experian' },
    items: [
      { ...paidBalance, previous: PREVIOUS[kind] },
      { ...notMine, previous: { ...PREVIOUS[kind], round: PREVIOUS[kind].round } },
    ],
    enclosures: kind === 'identity_reply' ? ['Copy of my driver’s license or state ID', 'Copy of a utility bill or bank statement showing my address'] : [],
  };
}

const longDate = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

describe.each(ROUND_KINDS)('composeLetter: the next-round letter %s', (kind) => {
  const input = roundLetter(kind);
  const doc = composeLetter(input);

  it('goes to the bureau with its own subject, the items numbered and the request paragraph', () => {
    expect(doc.kind).toBe(kind);
    expect(doc.recipientBlock[0]).toBe('Experian');
    expect(doc.subject).toBe(ROUND_SUBJECTS[kind]);
    expect(doc.items.map((i) => i.itemId)).toEqual([paidBalance.id, notMine.id]);
    expect(doc.paragraphs.map((p) => p.id)).toEqual(['salutation', 'opening', 'request', 'closing']);
    expect(doc.citedLaws).toEqual(['FCRA 611']);
  });

  it('cites only provisions of the law library, and every provision its request rests on', () => {
    const cites = citesIn(doc.plainText);
    expect(cites.length).toBeGreaterThan(0);
    for (const cite of cites) expect(provisionOf(cite), cite).not.toBeNull();
    for (const cite of ROUND_CITES[kind]) expect(cites).toContain(cite);
  });

  it('takes every fact from the input: the round, the dates of the round before, the person’s own words', () => {
    expect(inventedFacts(doc, input)).toEqual([]);
    const prev = PREVIOUS[kind];
    expect(doc.plainText).toContain(`(round ${prev.round})`);
    expect(doc.plainText).toContain(`in my letter dated ${longDate(prev.letterDate!)}, mailed on ${longDate(prev.mailedOn!)}`);
    if (kind === 'follow_up') expect(doc.plainText).toContain(`The results were due by ${longDate(prev.dueOn!)}`);
    else expect(doc.plainText).toContain(longDate(prev.outcomeOn!));
    expect(doc.plainText).toContain(`Why it is inaccurate: ${paidBalance.personStatement}`);
    expect(doc.plainText).toContain(`Why it is inaccurate: ${notMine.personStatement}`);
  });

  it('makes no threats and no promises', () => {
    expect(doc.plainText).not.toMatch(THREATS_AND_PROMISES);
  });
});

describe('composeLetter: next-round input checks', () => {
  it('needs each item’s round before, and an outcome the letter answers', () => {
    const input = roundLetter('method_of_verification');
    expect(() => composeLetter({ ...input, items: [notMine] })).toThrow(LetterInputError);
    expect(() => composeLetter({ ...input, items: [{ ...notMine, previous: { ...PREVIOUS.method_of_verification, outcome: 'stall' } }] })).toThrow(
      /does not answer/,
    );
    expect(() => composeLetter({ ...input, items: [{ ...notMine, previous: { round: 1 } }] })).toThrow(/log the bureau’s answer/);
    // A follow-up after the due date may have no outcome logged.
    const followUp = composeLetter({ ...roundLetter('follow_up'), items: [{ ...notMine, previous: { round: 1, dueOn: '2026-10-02' } }] });
    expect(followUp.plainText).toContain('in an earlier letter (round 1)');
  });

  it('goes to a bureau, never to a furnisher', () => {
    const input = roundLetter('reinsertion');
    expect(() =>
      composeLetter({ ...input, recipient: { furnisher: { name: 'Cedar', address: { street: 'PO Box 1', city: 'Tempe', state: 'AZ', zip: '85285' } } } }),
    ).toThrow('This letter goes to a credit bureau.');
  });

  it('prints the reinsertion letter’s ask for the notice and the certification', () => {
    const doc = composeLetter(roundLetter('reinsertion'));
    expect(doc.plainText).toContain(
      'Please send me the notice of reinsertion and the furnisher’s certification that the information is complete and accurate, or delete this item again. (FCRA 611(a)(5)(B))',
    );
    expect(doc.plainText).toContain('within 5 business days of reinserting it (FCRA 611(a)(5)(B))');
  });
});
