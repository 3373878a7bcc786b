// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { LetterDto } from '../../../common/disputes/letters';
import { identityExhibitsMessage } from '../../../common/rounds';

const { LetterPanel } = await import('./LetterPanel');

const doc = {
  date: 'November 26, 2026',
  senderBlock: ['Robin Example'],
  recipientBlock: ['Experian'],
  subject: 'Reply to your request to confirm my identity',
  paragraphs: [],
  items: [],
  enclosures: [],
  plainText: '',
};
const exhibit = (kind: string) => ({ id: kind, file_name: `${kind}.pdf`, kind, size: 100, created_at: '2026-11-26T00:00:00.000Z' });

function show(kind: LetterDto['kind'], exhibits: string[], extra: Partial<LetterDto> = {}) {
  const letter = {
    id: 'l1',
    kind,
    bureau: 'experian',
    round: 2,
    status: 'draft',
    document: doc,
    free_text: {},
    exhibits: exhibits.map(exhibit),
    has_pdf: false,
    updated_at: 'u',
    ...extra,
  } as unknown as LetterDto;
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <LetterPanel letter={letter} title="Round 2 identity reply" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.queryByRole('button', { name: 'Approve letter' }) as HTMLButtonElement;
}

afterEach(() => cleanup());

describe('LetterPanel approval of an identity reply (decision 138)', () => {
  it('says which identity exhibits are missing and keeps Approve disabled until both are there', () => {
    expect(show('identity_reply', []).disabled).toBe(true);
    expect(screen.getByTestId('identity-exhibits-missing').textContent).toBe(identityExhibitsMessage(['id', 'proof_of_address']));
    cleanup();
    expect(show('identity_reply', ['id']).disabled).toBe(true);
    expect(screen.getByTestId('identity-exhibits-missing').textContent).toBe(identityExhibitsMessage(['proof_of_address']));
    cleanup();
    expect(show('identity_reply', ['proof_of_address', 'id']).disabled).toBe(false);
    expect(screen.queryByTestId('identity-exhibits-missing')).toBeNull();
  });

  it('says when the letter rests on a report the person deleted (decision 190)', () => {
    show('method_of_verification', []);
    expect(screen.queryByTestId('report-deleted')).toBeNull();
    cleanup();
    show('method_of_verification', [], { status: 'ready', report_deleted_at: '2026-11-20T12:00:00.000Z' });
    expect(screen.getByTestId('report-deleted').textContent).toMatch(/^Built on a report you deleted on .*2026\. The letter and its dispute history stay/);
  });

  it('asks nothing of other letters', () => {
    expect(show('method_of_verification', []).disabled).toBe(false);
    expect(screen.queryByTestId('identity-exhibits-missing')).toBeNull();
  });
});
