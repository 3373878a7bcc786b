import type { LetterInput, LetterItemInput } from './types';

/** Letter inputs the tests and the PDF look-at use; every value is made up. */
export const consumer: LetterInput['consumer'] = {
  fullName: 'Jordan Q. Sample',
  address: { street: '4821 Linden Avenue', street2: 'Apt 7B', city: 'Springfield', state: 'IL', zip: '62704-3310' },
  dateOfBirth: '1986-03-14',
  ssnLast4: '6071',
};

export const obsolete: LetterItemInput = {
  id: 'item-obsolete-1',
  creditor: 'NORTHLAKE RECOVERY',
  accountNumberMasked: 'XXXX8842',
  bureaus: ['experian', 'equifax'],
  reportedLine: 'Date of First Delinquency: 02/2016   Status: Collection   Balance: $1,284',
  findingCode: 'obsolete_item',
  personStatement: 'This collection first went delinquent in February 2016; that was more than seven years ago.',
  request: 'delete',
  laws: ['FCRA 605', 'FCRA 611'],
};

export const paidBalance: LetterItemInput = {
  id: 'item-paid-2',
  creditor: 'CEDAR FINANCIAL SVCS',
  accountNumberMasked: '55190021937',
  bureaus: ['experian'],
  reportedLine: 'Status: Paid collection   Balance: $412',
  findingCode: 'paid_collection_balance',
  reason: 'paid_or_settled',
  personStatement: 'I paid this in full on June 3, 2024 and have the bank receipt.',
  request: 'correct',
  correction: 'a balance of $0',
  laws: ['FCRA 623', 'FCRA 611', 'FDCPA 809'],
};

export const notMine: LetterItemInput = {
  id: 'item-notmine-3',
  creditor: 'BRIGHTWAY AUTO CREDIT',
  bureaus: ['experian', 'transunion'],
  reason: 'not_mine',
  personStatement: 'I never had an auto loan with this lender.',
  request: 'delete',
  laws: ['FCRA 611'],
};

export const bureauLetter: LetterInput = {
  kind: 'bureau_dispute',
  date: '2026-11-24',
  consumer,
  recipient: { bureau: 'experian' },
  reportNumber: '3391-7720-15',
  items: [obsolete, paidBalance, notMine],
  enclosures: ['Copy of my driver’s license', 'Utility bill showing my address', 'Marked report page'],
};

export const furnisherLetter: LetterInput = {
  kind: 'furnisher_dispute',
  date: '2026-11-25',
  consumer: { fullName: consumer.fullName, address: consumer.address },
  recipient: { furnisher: { name: 'Cedar Financial Services', address: { street: 'PO Box 9140', city: 'Tempe', state: 'AZ', zip: '85285' } } },
  items: [{ ...paidBalance, bureaus: ['experian', 'transunion'] }],
  enclosures: ['Bank receipt of my payment'],
};

export const disclosureLetter: LetterInput = {
  kind: 'file_disclosure',
  date: '2026-11-26',
  consumer,
  recipient: { bureau: 'transunion' },
  items: [],
  enclosures: ['Copy of my driver’s license', 'Utility bill showing my address'],
};
