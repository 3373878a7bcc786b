/**
 * A test per section a letter can cite (issue 24): the law library's summary says what the section says. Each
 * entry quotes the statute or regulation (U.S. Code title 15, 12 CFR part 1022) and names the facts of it the
 * summary must carry; a section a letter can cite without an entry here fails.
 */
import { describe, expect, it } from 'vitest';
import { PERSON_REASONS } from '../../../../common/disputes/reasons';
import { FINDING_CODES } from '../../../../engine/model';
import { LAWS, provisionOf } from '../../../../engine/plan/laws';
import { ROUND_CITES } from './next-round';
import { BASE_CITE, groundCites, type Ground } from './rules';

const SECTIONS: Record<string, { text: string; facts: string[] }> = {
  'FCRA 611(a)(1)': {
    text: '15 U.S.C. 1681i(a)(1)(A): "…before the end of the 30-day period beginning on the date on which the agency receives the notice of the dispute"; (B): "may be extended for not more than 15 additional days" if the consumer provides additional relevant information.',
    facts: ['30 days', 'receiving the dispute', '15 more days'],
  },
  'FCRA 611(a)(5)': {
    text: '1681i(a)(5)(A): if an item "is found to be inaccurate or incomplete or cannot be verified", the agency shall "promptly delete that item … or modify that item".',
    facts: ['inaccurate or incomplete', 'cannot be verified', 'deleted or modified'],
  },
  'FCRA 611(a)(5)(A)': {
    text: '1681i(a)(5)(A)(i)–(ii): "promptly delete that item of information from the file of the consumer, or modify that item …" and "promptly notify the furnisher".',
    facts: ['cannot be verified', 'delete or modify', 'notify the furnisher'],
  },
  'FCRA 611(a)(5)(B)': {
    text: '1681i(a)(5)(B)(i)–(ii): not reinserted "unless the person who furnishes the information certifies that the information is complete and accurate"; notice "not later than 5 business days after the reinsertion".',
    facts: ['certifies', 'complete and accurate', '5 business days'],
  },
  'FCRA 611(a)(6)': {
    text: '1681i(a)(6)(A): "…provide written notice to a consumer of the results of a reinvestigation … not later than 5 business days after the completion of the reinvestigation".',
    facts: ['written results', '5 business days after completing'],
  },
  'FCRA 611(a)(6)(B)(iii)': {
    text: '1681i(a)(6)(B)(iii): "a notice that, if requested by the consumer, a description of the procedure used to determine the accuracy and completeness of the information shall be provided … including the business name and address of any furnisher … and the telephone number".',
    facts: ['on request', 'procedure', 'business name, address and telephone number'],
  },
  'FCRA 611(a)(7)': {
    text: '1681i(a)(7): the description of the procedure "shall be provided not later than 15 days after receiving a request".',
    facts: ['procedure', 'within 15 days of the request'],
  },
  'FCRA 605(a)': {
    text: '1681c(a)(1): "Cases under title 11 [bankruptcy] … which … antedate the report by more than 10 years"; (a)(4): "Accounts placed for collection or charged to profit and loss which antedate the report by more than seven years"; (a)(5): "Any other item of information which adversely affects the consumer\'s credit… [more than seven years]". Nothing in 605 limits inquiries.',
    facts: ['collection or charged off', '7 years', 'bankruptcies after 10 years'],
  },
  'FCRA 605(c)': {
    text: '1681c(c)(1): the 7-year period "shall begin, with respect to any delinquent account … upon the expiration of the 180-day period beginning on the date of the commencement of the delinquency".',
    facts: ['7-year period', '180 days after the start of the delinquency'],
  },
  'FCRA 605B(a)': {
    text: '1681c-2(a): block "not later than 4 business days after the date of receipt" of proof of identity, a copy of an identity theft report, the identification of the information and a statement that it does not relate to any transaction by the consumer.',
    facts: ['4 business days', 'identity theft report', 'proof of identity'],
  },
  'FCRA 604(a)(3)': {
    text: '1681b(a)(3)(A): to a person which the agency has reason to believe "intends to use the information in connection with a credit transaction involving the consumer".',
    facts: ['credit transaction involving the consumer'],
  },
  'FCRA 623(a)(2)': {
    text: '1681s-2(a)(2): a furnisher that determines information it furnished "is not complete or accurate, shall promptly notify the consumer reporting agency … and provide … any corrections".',
    facts: ['incomplete or inaccurate', 'correct or update'],
  },
  'FCRA 623(a)(3)': {
    text: '1681s-2(a)(3): if the completeness or accuracy is disputed by the consumer, the furnisher "may not furnish the information … without notice that such information is disputed by the consumer".',
    facts: ['as disputed'],
  },
  'FCRA 623(a)(5)': {
    text: '1681s-2(a)(5)(A): "not later than 90 days after furnishing the information, notify the agency of the date of delinquency on the account, which shall be the month and year of the commencement of the delinquency".',
    facts: ['90 days', 'month and year the delinquency began'],
  },
  'FCRA 623(a)(8)': {
    text: '1681s-2(a)(8)(E): after receiving a direct dispute the furnisher shall investigate, review all relevant information, complete the investigation "before the expiration of the period under section 1681i(a)(1)" and report the results; (8)(F) and 12 CFR 1022.43(b), (f): exceptions, including frivolous disputes and disputes prepared by a credit repair organization.',
    facts: ['directly', 'within the time the bureaus have', 'credit repair organization'],
  },
  '12 CFR 1022.43': {
    text: '12 CFR 1022.43(d): the dispute notice goes to the address the furnisher gives, identifies the account, states the specific information disputed and the basis, and includes supporting documentation; (b)(2): a furnisher "is not required to investigate a direct dispute if the furnisher has reasonably determined that the dispute notice is submitted by, is prepared on behalf of the consumer by, or is submitted on a form supplied to the consumer by, a credit repair organization".',
    facts: ['address for disputes', 'what is disputed and why', 'credit repair organization'],
  },
  'FCRA 609(a)(1)': {
    text: '1681g(a)(1): "All information in the consumer\'s file at the time of the request".',
    facts: ['all information', 'at the time of the request'],
  },
  'FCRA 609(a)(2)': { text: '1681g(a)(2): "The sources of the information".', facts: ['sources'] },
  'FCRA 609(a)(3)': {
    text: '1681g(a)(3)(A): each person that procured a report "for employment purposes, during the 2-year period preceding the date on which the request is made; or … for any other purpose, during the 1-year period".',
    facts: ['last year', '2 years for employment'],
  },
};

/** Every section a letter can cite: each kind's basis and request, every ground's cites, the round letters'. */
function citableSections(): string[] {
  const grounds = [...FINDING_CODES, ...PERSON_REASONS] as Ground[];
  const cites = new Set<string>([
    ...Object.values(BASE_CITE),
    ...grounds.flatMap((g) => [...groundCites(g, 'bureau_dispute'), ...groundCites(g, 'furnisher_dispute')]),
    ...Object.values(ROUND_CITES).flat(),
    // The request paragraphs (compose.ts) and the 605B block.
    ...['FCRA 611(a)(1)', 'FCRA 611(a)(6)', 'FCRA 611(a)(7)', 'FCRA 623(a)(8)', '12 CFR 1022.43', 'FCRA 623(a)(3)'],
    ...['FCRA 609(a)(1)', 'FCRA 609(a)(2)', 'FCRA 609(a)(3)', 'FCRA 605B(a)'],
  ]);
  return [...cites].sort();
}

describe.each(citableSections())('the library’s %s', (cite) => {
  it('exists, and its summary says what the section says', () => {
    const provision = provisionOf(cite)?.provision;
    expect(provision, cite).toBeDefined();
    const section = SECTIONS[cite];
    expect(section, `${cite} has no section text to check against`).toBeDefined();
    for (const fact of section!.facts) expect(provision!.summary.toLowerCase(), `${cite}: ${fact}`).toContain(fact.toLowerCase());
  });
});

describe('law library corrections (issue 24)', () => {
  it('no section of FCRA 605 limits inquiries; bankruptcies are allowed 10 years', () => {
    const fcra605 = [LAWS['FCRA 605'].summary, ...LAWS['FCRA 605'].provisions.map((p) => p.summary)].join(' ');
    expect(fcra605).not.toMatch(/inquir/i);
    expect(fcra605).toContain('10 years');
  });
});
