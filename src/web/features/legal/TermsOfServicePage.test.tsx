// @vitest-environment happy-dom
/**
 * 15 U.S.C. 1679c(b) (decision 167): the Terms accepted at sign-up come before the disclosure, so they must not hold
 * the credit-repair contract's terms — its services, payments and cancellation. Those are in the contract alone,
 * shown after the disclosure. Each phrase below is one of the contract's clauses: found in the contract, never in
 * the Terms.
 */
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { contractSections, noticeOfCancellation } from '../../../common/croa';
import { TermsOfServicePage } from './TermsOfServicePage';

afterEach(cleanup);

const CONTRACT_CLAUSES = [
  /\$\d/,
  /total of all payments/i,
  /never in advance/i,
  /\bcharged\b/i,
  /\brenews?\b/i,
  /business days/i,
  /services we will perform/i,
  /repair plan/i,
  /dispute letters?/i,
  /certified mail/i,
  /notice of cancellation/i,
  /penalty or obligation/i,
];
/** Billing words the contract need not use, but that the Terms must not either. */
const BILLING_WORDS = [/\bsubscri(be|ption)/i, /\bbill(ed|ing)\b/i, /\brefund/i, /\bcoupon/i, /free trial/i, /per (month|year)/i, /\bprice\b/i];

const termsText = () =>
  render(
    <MemoryRouter>
      <TermsOfServicePage />
    </MemoryRouter>,
  )
    // The document itself: the site's header and footer are not part of what is agreed to.
    .container.querySelector('main')!
    .textContent!.replace(/\s+/g, ' ');

const contractText = () => {
  const business = { name: 'Acme Credit', address: '1 Main St, Dover, DE 19901', email: 'help@acme.test' };
  const terms = { planType: 'monthly', discount: 0, signedOn: '2026-11-24T12:00:00Z', cancelByDate: 'November 30, 2026', business } as const;
  const sections = contractSections({ ...terms, cancellationBusinessDays: 3, stateDisclosure: null });
  const notice = noticeOfCancellation(business, terms.cancelByDate, 3);
  return [...sections.flatMap((s) => [s.title, ...s.paragraphs]), notice.title, ...notice.paragraphs].join(' ');
};

describe('the sign-up Terms and the contract (1679c(b))', () => {
  it('the Terms hold none of the contract’s clauses on services, payments or cancellation', () => {
    const terms = termsText();
    expect(terms).toContain('Credit Repair Services Come Only With Their Own Contract');
    expect(CONTRACT_CLAUSES.filter((clause) => clause.test(terms)).map(String)).toEqual([]);
    expect(BILLING_WORDS.filter((word) => word.test(terms)).map(String)).toEqual([]);
  });

  it('the contract holds every one of those clauses', () => {
    const contract = contractText();
    expect(CONTRACT_CLAUSES.filter((clause) => !clause.test(contract)).map(String)).toEqual([]);
  });
});
