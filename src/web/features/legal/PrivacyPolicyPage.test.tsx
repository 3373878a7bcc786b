// @vitest-environment happy-dom
/**
 * The privacy policy states what the code does (issue 26): its retention and deletion statements are read against
 * the constants the server uses (common/account.ts; the server's CROA purge is checked against the same constant in
 * tests/integration/account-deletion.test.ts, the export link's life in data-export.test.ts, the data key's life in
 * memory is DATA_KEY_MEMORY_SECONDS itself).
 */
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETION_TEXT, CROA_RECORD_RETENTION_YEARS, DATA_KEY_MEMORY_SECONDS, EXPORT_LINK_HOURS } from '../../../common/account';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';

afterEach(cleanup);

const text = () =>
  render(
    <MemoryRouter>
      <PrivacyPolicyPage />
    </MemoryRouter>,
  ).container.textContent!.replace(/\s+/g, ' ');

describe('the privacy policy', () => {
  it('states the retention and deletion the code performs', () => {
    const policy = text();
    expect(policy).toContain(`for ${CROA_RECORD_RETENTION_YEARS} years from signing (Credit Repair Organizations Act)`);
    expect(ACCOUNT_DELETION_TEXT.kept[0]).toContain(`${CROA_RECORD_RETENTION_YEARS} years from signing`);
    expect(policy).toContain(`the download link works for ${EXPORT_LINK_HOURS} hours`);
    expect(policy).toContain('You can delete your account in Settings > Security. You are signed out at once');
    expect(policy).toContain('You can delete an uploaded report at any time (Credit Report > Upload History)');
    expect(policy).toContain('letters you already approved or mailed stay, marked as resting on a deleted report');
    // Crypto-shredding (decision 195): the key goes first; the server's memory of it lasts DATA_KEY_CACHE_MS, this constant.
    expect(policy).toContain('we then delete your data key first');
    expect(policy).toContain(`a server holds a key in memory for at most ${DATA_KEY_MEMORY_SECONDS} seconds`);
    // The old promises the code did not keep are gone.
    expect(policy).not.toMatch(/within 30 days|within 90 days/);
  });

  it('names every recipient, and the redaction before an AI provider', () => {
    const policy = text();
    for (const name of ['Anthropic', 'Lob', 'Stripe', 'Our email provider']) expect(policy).toContain(name);
    expect(policy).toContain('account numbers masked to their last 4 digits, and no Social Security number, date of birth, street address or your name');
    // What is and is not encrypted by the application, said plainly.
    // The sealed columns (server/db/encryption/sealed-columns.ts) and the ones not sealed yet (decision 195).
    expect(policy).toContain('The information read from your reports (accounts, balances, addresses), your conversations with the assistant');
    expect(policy).toContain('are encrypted by the application too, with a data key of your own');
    expect(policy).toContain("the statements you write for your disputes, your letters' text,");
    expect(policy).toContain("what we read from the bureaus' replies");
    expect(policy).toContain('its written analyses of your report, the corrections you make to it, your dispute items');
    expect(policy).toContain('the creditor names and statuses of your disputes, your notifications and calendar notes are stored in our database');
    expect(policy).toContain('but not encrypted by the application itself');
    expect(policy).not.toContain('not yet encrypted');
  });
});
