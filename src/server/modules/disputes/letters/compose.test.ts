import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '../../../../common/brand';
import { FINDING_CODES } from '../../../../engine/model';
import { LAW_IDS, lawOf, provisionOf } from '../../../../engine/plan/laws';
import { composeLetter, LetterInputError, maskAccountNumber, MISSING_STATEMENT } from './compose';
import { citesIn, inventedFacts, THREATS_AND_PROMISES } from './letter-checks.test-data';
import { bureauLetter, disclosureLetter, furnisherLetter, notMine, obsolete, paidBalance } from './letter-samples.test-data';
import { BASE_CITE, groundCites, groundOf, letterKindsFor } from './rules';
import { PERSON_REASONS } from '../../../../common/disputes/reasons';
import type { LetterInput, LetterItemInput } from './types';

describe('composeLetter: a bureau dispute', () => {
  const doc = composeLetter(bureauLetter);

  it('follows the CFPB/FTC sample letter: sender, date, bureau address, subject, numbered items, request, closing, enclosures', () => {
    expect(doc.senderBlock).toEqual([
      'Jordan Q. Sample',
      '4821 Linden Avenue',
      'Apt 7B',
      'Springfield, IL 62704-3310',
      'Date of birth: 03/14/1986',
      'Social Security number (last four digits): 6071',
    ]);
    expect(doc.date).toBe('November 24, 2026');
    expect(doc.recipientBlock).toEqual(['Experian', 'P.O. Box 4500', 'Allen, TX 75013']);
    expect(doc.subject).toBe('Dispute of inaccurate information in my credit report, report number 3391-7720-15');
    expect(doc.paragraphs.map((p) => [p.id, p.editable])).toEqual([
      ['salutation', false],
      ['opening', true],
      ['request', false],
      ['closing', true],
    ]);
    expect(doc.items.map((i) => [i.number, i.itemId])).toEqual([
      [1, 'item-obsolete-1'],
      [2, 'item-paid-2'],
      [3, 'item-notmine-3'],
    ]);
    expect(doc.paragraphs[1]!.text).toMatch(/three items/);
    expect(doc.paragraphs[2]!.text).toContain('(FCRA 611(a)(6))');
    expect(doc.paragraphs[2]!.text).toContain('description of the procedure');
    expect(doc.paragraphs[2]!.text).toContain('(FCRA 611(a)(7))');
    expect(doc.enclosures).toEqual(bureauLetter.enclosures);
    const text = doc.plainText;
    expect(text.indexOf('Jordan Q. Sample')).toBeLessThan(text.indexOf('November 24, 2026'));
    expect(text.indexOf('Allen, TX 75013')).toBeLessThan(text.indexOf('Re: Dispute'));
    expect(text.indexOf('1. NORTHLAKE')).toBeGreaterThan(text.indexOf(doc.paragraphs[1]!.text));
    expect(text.indexOf('3. BRIGHTWAY')).toBeLessThan(text.indexOf('Please reinvestigate'));
    expect(text).toMatch(/Sincerely,\n\n\nJordan Q\. Sample\n\nEnclosures:\n- Copy of my driver’s license/);
  });

  it('prints each item in the first person: the account, what the report shows, the person’s own words, the basis, the correction', () => {
    const paid = doc.items[1]!.text;
    expect(paid).toContain('CEDAR FINANCIAL SVCS, account XXXXXXX1937');
    expect(paid).not.toContain('55190021937');
    expect(paid).toContain('The report shows: “Status: Paid collection   Balance: $412”'.replace(/\s+/g, ' '));
    expect(paid).toContain('Why it is inaccurate: I paid this in full on June 3, 2024 and have the bank receipt.');
    expect(paid).toContain('Basis: A collection that has been paid should show a balance of zero. I paid or settled this account');
    expect(paid).toMatch(/Correction requested: .*a balance of \$0.*\(FCRA 611\(a\)\(5\); FCRA 623\(a\)\(2\)\)/);
    expect(doc.items[0]!.text).toMatch(/Correction requested: Please delete .*\(FCRA 611\(a\)\(5\); FCRA 605\(a\); FCRA 605\(c\)\)/);
    expect(doc.items[2]!.text).toContain('Why it is inaccurate: I never had an auto loan with this lender.');
    expect(doc.items[2]!.text).toContain('Basis: This account is not mine.');
    expect(doc.items[2]!.text).not.toContain(', account ');
  });

  it('refuses an item without the person’s own statement; a draft shows where it is needed', () => {
    const bare = { ...obsolete, personStatement: undefined };
    expect(() => composeLetter({ ...bureauLetter, items: [bare] })).toThrow(/Say in your own words why NORTHLAKE RECOVERY is inaccurate/);
    expect(() => composeLetter({ ...bureauLetter, items: [{ ...obsolete, personStatement: '  ' }] })).toThrow(LetterInputError);
    const draft = composeLetter({ ...bureauLetter, items: [bare], draft: true });
    expect(draft.items[0]!.text).toContain(`Why it is inaccurate: ${MISSING_STATEMENT}`);
  });

  it('records the date the person confirmed the statements, above the signature', () => {
    const attested = composeLetter({ ...bureauLetter, attestedOn: '2026-11-24' });
    expect(attested.paragraphs.at(-1)).toEqual({
      id: 'attestation',
      text: 'I confirm that each statement in this letter is true to the best of my knowledge (confirmed on November 24, 2026).',
      editable: false,
    });
    expect(doc.paragraphs.map((p) => p.id)).not.toContain('attestation');
  });

  it('lists enclosures only when something is attached', () => {
    const none = composeLetter({ ...bureauLetter, enclosures: [] });
    expect(none.plainText).not.toContain('Enclosures');
    expect(doc.plainText).toContain('Enclosures:');
  });

  it('states no fact that is not in its input, the law library or the bureau address', () => {
    expect(inventedFacts(doc, bureauLetter)).toEqual([]);
    // The check can fail: a number or a name that is not in the input is caught.
    expect(inventedFacts({ ...doc, plainText: `${doc.plainText} Balance $9,999 owed to Zyzzyva Bank` }, bureauLetter)).toEqual(['9', '999', 'zyzzyva']);
  });

  it('cites only provisions of the library, each for an item whose ground it fits', () => {
    expect(doc.citedLaws).toEqual(['FCRA 611', 'FCRA 605', 'FCRA 623']);
    for (const id of doc.citedLaws) expect(LAW_IDS).toContain(id);
    for (const cite of citesIn(doc.plainText)) expect(provisionOf(cite), cite).not.toBeNull();
    const items = bureauLetter.items;
    doc.items.forEach((item, index) => {
      expect(citesIn(item.text).length).toBeGreaterThan(0);
      const ground = groundOf(items[index]!);
      const fits = new Set([BASE_CITE.bureau_dispute, ...groundCites(ground, 'bureau_dispute')]);
      for (const cite of citesIn(item.text)) expect(fits.has(cite), `${cite} for ${ground}`).toBe(true);
    });
    const citedAnywhere = new Set<string | null>(citesIn(doc.plainText).map(lawOf));
    for (const id of doc.citedLaws) expect(citedAnywhere.has(id)).toBe(true);
    // FDCPA 809 was among the item's laws but is not cited in a letter to a bureau.
    expect(doc.citedLaws).not.toContain('FDCPA 809');
  });

  it('makes no threats and promises no outcome; carries no product branding', () => {
    expect(doc.plainText).not.toMatch(THREATS_AND_PROMISES);
    expect(doc.plainText).not.toContain(PRODUCT_NAME);
  });

  it('prints the phone number when given', () => {
    const withPhone = composeLetter({ ...bureauLetter, consumer: { ...bureauLetter.consumer, phone: '(217) 555-0143' } });
    expect(withPhone.senderBlock[4]).toBe('(217) 555-0143');
    expect(() => composeLetter({ ...bureauLetter, consumer: { ...bureauLetter.consumer, phone: 'call me' } })).toThrow(/phone number/);
  });

  it('prints date of birth and SSN digits only when given', () => {
    const bare = composeLetter({ ...bureauLetter, consumer: { fullName: 'Jordan Q. Sample', address: bureauLetter.consumer.address } });
    expect(bare.senderBlock).toHaveLength(4);
    expect(bare.plainText).not.toMatch(/birth|Social Security|6071/);
  });

  it('is the same each time for the same input; no rotated phrasings: two letters differ by the person’s words (decision 170)', () => {
    expect(composeLetter(bureauLetter)).toEqual(doc);
    const basis = new Set(
      Array.from({ length: 12 }, (_, i) => composeLetter({ ...bureauLetter, items: [{ ...obsolete, id: `obsolete-${i}` }] }).items[0]!.text.split('\n')[3]),
    );
    expect(basis.size).toBe(1);
    const other = composeLetter({ ...bureauLetter, items: [{ ...obsolete, personStatement: 'The delinquency began in 2015.' }] }).items[0]!.text;
    expect(other).not.toEqual(composeLetter({ ...bureauLetter, items: [obsolete] }).items[0]!.text);
  });

  it('has sentences for every finding and reason, each citing only what fits', () => {
    for (const ground of [...FINDING_CODES, ...PERSON_REASONS]) {
      const isFinding = (FINDING_CODES as readonly string[]).includes(ground);
      const item: LetterItemInput = {
        ...obsolete,
        id: `g-${ground}`,
        findingCode: isFinding ? (ground as LetterItemInput['findingCode']) : undefined,
        reason: isFinding ? undefined : (ground as LetterItemInput['reason']),
        laws: [...LAW_IDS],
      };
      for (const kind of letterKindsFor(item)) {
        const input: LetterInput = kind === 'bureau_dispute' ? { ...bureauLetter, items: [item] } : { ...furnisherLetter, items: [item] };
        const letter = composeLetter(input);
        const fits = new Set([BASE_CITE[kind as 'bureau_dispute'], ...groundCites(ground, kind as 'bureau_dispute')]);
        expect(citesIn(letter.items[0]!.text)).toContain(BASE_CITE[kind as 'bureau_dispute']);
        for (const cite of citesIn(letter.items[0]!.text)) expect(fits.has(cite), `${ground} ${kind} ${cite}`).toBe(true);
        expect(inventedFacts(letter, input), ground).toEqual([]);
        expect(letter.plainText).not.toMatch(THREATS_AND_PROMISES);
      }
    }
  });

  it('asks for a 605B block only when an identity theft report is enclosed', () => {
    const theft = { ...notMine, reason: 'identity_theft' as const, laws: ['FCRA 611', 'FCRA 605B'] };
    const without = composeLetter({ ...bureauLetter, items: [theft] });
    expect(without.citedLaws).toEqual(['FCRA 611']);
    const withReport = composeLetter({ ...bureauLetter, items: [theft], enclosures: ['Identity theft report (FTC)'] });
    expect(withReport.citedLaws).toEqual(['FCRA 611', 'FCRA 605B']);
    expect(withReport.items[0]!.text).toContain('Please block this information; my identity theft report is enclosed. (FCRA 605B(a); FCRA 611(a)(5))');
  });

  it('keeps the person’s own opening and closing', () => {
    const edited = composeLetter({ ...bureauLetter, freeText: { opening: '  I found errors\n\n\n\nin my report. ', closing: 'Thanks.' } });
    expect(edited.paragraphs[1]).toEqual({ id: 'opening', text: 'I found errors\n\nin my report.', editable: true });
    expect(edited.paragraphs[3]!.text).toBe('Thanks.');
  });
});

describe('composeLetter: a direct dispute to the furnisher', () => {
  const doc = composeLetter(furnisherLetter);

  it('is the person’s own letter to the furnisher under 623(a)(8) and Reg V, naming the bureaus it reports to', () => {
    expect(doc.recipientBlock).toEqual(['Cedar Financial Services', 'PO Box 9140', 'Tempe, AZ 85285']);
    expect(doc.subject).toBe('Direct dispute of information reported about me');
    expect(doc.paragraphs[2]!.text).toContain('(FCRA 623(a)(8); 12 CFR 1022.43)');
    expect(doc.items[0]!.text).toContain('Reported to: Experian and TransUnion.');
    expect(doc.items[0]!.text).toMatch(/each credit bureau it is reported to, so that it shows a balance of \$0/);
    expect(doc.citedLaws).toEqual(['FCRA 623']);
    expect(inventedFacts(doc, furnisherLetter)).toEqual([]);
  });

  it('is the person’s statement: no product name or word of a service in its text (the PDF metadata names the producer)', () => {
    expect(doc.plainText).not.toContain(PRODUCT_NAME);
    expect(doc.plainText).not.toMatch(/\b(AI|app|service|software|generated|credit repair)\b/i);
  });
});

describe('composeLetter: a file-disclosure request (609)', () => {
  const doc = composeLetter(disclosureLetter);

  it('asks for the file, its sources and who obtained it, and nothing else', () => {
    expect(doc.recipientBlock[0]).toBe('TransUnion Consumer Solutions');
    expect(doc.subject).toBe('Request for disclosure of my credit file');
    expect(doc.items).toEqual([]);
    expect(doc.citedLaws).toEqual(['FCRA 609']);
    expect(citesIn(doc.plainText)).toEqual(['FCRA 609(a)(1)', 'FCRA 609(a)(2)', 'FCRA 609(a)(3)']);
    expect(doc.plainText).not.toMatch(/contract|original|verif|signature/i);
    expect(inventedFacts(doc, disclosureLetter)).toEqual([]);
  });
});

describe('composeLetter refuses input it cannot use', () => {
  const refuses = (input: LetterInput, message: RegExp) => expect(() => composeLetter(input)).toThrow(message);

  it('with a plain message', () => {
    expect(() => composeLetter({ ...bureauLetter, items: [] })).toThrow(LetterInputError);
    refuses({ ...bureauLetter, items: [] }, /at least one item/);
    refuses({ ...bureauLetter, recipient: { bureau: 'transunion' } }, /NORTHLAKE RECOVERY is not on your TransUnion report/);
    refuses({ ...bureauLetter, consumer: { ...bureauLetter.consumer, ssnLast4: '123-45-6789' } }, /last 4 digits/);
    refuses({ ...bureauLetter, consumer: { ...bureauLetter.consumer, address: { ...bureauLetter.consumer.address, zip: '6270' } } }, /ZIP/);
    refuses({ ...bureauLetter, date: '2026-02-30' }, /date like/);
    refuses({ ...bureauLetter, items: [{ ...paidBalance, laws: ['FCRA 999'] }] }, /Unknown law/);
    refuses({ ...disclosureLetter, items: [obsolete] }, /no items/);
    refuses({ ...furnisherLetter, recipient: { bureau: 'experian' } }, /creditor or collector/);
    refuses({ ...furnisherLetter, items: [{ ...obsolete, findingCode: 'inquiry_without_account' }] }, /disputed with the credit bureau/);
    refuses({ ...bureauLetter, items: [{ ...obsolete, personStatement: 'x'.repeat(1501) }] }, /longer than 1500/);
  });
});

describe('maskAccountNumber', () => {
  it('leaves at most the last 4 digits visible', () => {
    expect(maskAccountNumber('1234567890')).toBe('XXXXXX7890');
    expect(maskAccountNumber('123456XXXX')).toBe('XX3456XXXX');
    expect(maskAccountNumber('XXXX-1234')).toBe('XXXX-1234');
    expect(maskAccountNumber('12')).toBe('12');
  });
});

describe('a negative item without a finding (decision 126)', () => {
  const negative: LetterItemInput = {
    id: 'item-negative-9',
    creditor: 'BEACON COLLECTION SERVICES',
    accountNumberMasked: 'XXXX4410',
    bureaus: ['transunion'],
    reportedLine: 'Pay Status >Collection Account<',
    reason: 'wrong_status',
    request: 'correct',
    laws: ['FCRA 611', 'FCRA 623'],
  };
  const letterWith = (item: LetterItemInput) => composeLetter({ ...bureauLetter, recipient: { bureau: 'transunion' }, items: [item] });

  it('quotes the status line, states the person’s words and the reason’s basis, never an impact explanation', () => {
    const text = letterWith({ ...negative, personStatement: 'It was never sent to collection.' }).items[0]!.text;
    expect(text).toContain('The report shows: “Pay Status >Collection Account<”');
    expect(text).toContain('Why it is inaccurate: It was never sent to collection.');
    expect(text).toContain('Basis: The status reported for this account is not accurate.');
    expect(text).not.toMatch(/score|points/i);
  });
  it('states only the person’s own words when their reason is their own', () => {
    const text = letterWith({ ...negative, reason: 'other', personStatement: 'I paid this in full in March 2023.' }).items[0]!.text;
    expect(text).toContain('Why it is inaccurate: I paid this in full in March 2023.');
    expect(text).not.toContain('Basis:');
  });
  it('refuses an item that says nothing about what is wrong', () => {
    expect(() => letterWith({ ...negative, reason: 'other' })).toThrow(LetterInputError);
  });
});
