/** A subscribed person with a mailing address, an analysed report and one approved dispute letter (its PDF stored). */
import { expect } from 'vitest';
import type { CandidateDto } from '../../../src/common/disputes/candidates';
import type { LetterDto } from '../../../src/common/disputes/letters';
import { analysedReport } from './analyses';
import { signUpSubscribed } from './subscribe';

export async function personWithApprovedLetter(baseUrl: string, name: string) {
  const person = await signUpSubscribed(baseUrl, { name });
  const { client } = person;
  const address = { street: '12 Elm Street', city: 'Springfield', state: 'IL', zip: '62701' };
  expect((await client.patch('/api/profile', { mailing_address: address })).status).toBe(200);
  const [row] = await analysedReport(baseUrl, client);
  const list = (await client.get<{ candidates: CandidateDto[] }>(`/api/disputes/candidates?analysis_id=${row.id}`)).body.candidates;
  const candidate = list.find((c) => c.source !== 'inquiry')!;
  const body = { analysis_id: row.id, key: candidate.key, choice: 'dispute', reason: candidate.reasons[0]!.id, statement: 'Not mine at all.', confirmed: true };
  expect((await client.post('/api/disputes/choices', body)).status).toBe(200);
  const letter = (await client.get<{ letters: LetterDto[] }>('/api/disputes')).body.letters[0]!;
  expect((await client.post(`/api/disputes/letters/${letter.id}/approve`, { attested: true, signature_name: name, signature_date: '2026-01-10' })).status).toBe(
    200,
  );
  return { ...person, analysis: row, letter };
}
