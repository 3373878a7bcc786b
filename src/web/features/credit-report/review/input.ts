/** The review forms' text ↔ the API's values, checked with the same schemas as the server (src/common/review.ts). */
import type { z } from 'zod';
import { fieldKind, fieldValueSchema, REVIEW_MESSAGES, type CorrectedField, type ReviewField, type ReviewValue } from '../../../../common/review';
import { CATEGORY_LABELS } from '../../../../common/review';
import { formatReportDate } from '../../../lib/dates';
import { REVIEW_TEXT } from './texts';

const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const CENTS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** A value as the review shows it. */
export function displayValue(field: CorrectedField, value: ReviewValue): string {
  if (value === null || value === '') return REVIEW_TEXT.empty_value;
  switch (fieldKind(field)) {
    case 'money':
      return (Number.isInteger(Number(value)) ? DOLLARS : CENTS).format(Number(value));
    case 'date':
      return formatReportDate(String(value));
    case 'category':
      return CATEGORY_LABELS[value as keyof typeof CATEGORY_LABELS] ?? String(value);
    default:
      return String(value);
  }
}

/** A value as the form's input starts with: "1250.5", "06/2019", "06/03/2019". */
export function inputText(field: CorrectedField, value: ReviewValue): string {
  if (value === null) return '';
  if (fieldKind(field) === 'date') {
    const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(String(value));
    if (m) return m[3] ? `${m[2]}/${m[3]}/${m[1]}` : `${m[2]}/${m[1]}`;
  }
  return String(value);
}

function moneyOf(text: string): number | string {
  const plain = text.replace(/^\$/, '').replace(/,(?=\d{3}(?:\D|$))/g, '');
  return /^\d+(?:\.\d{1,2})?$/.test(plain) ? Number(plain) : text;
}

function dateOf(text: string): string {
  const us = /^(\d{1,2})\/(?:(\d{1,2})\/)?(\d{4})$/.exec(text);
  if (us) return `${us[3]}-${us[1]!.padStart(2, '0')}${us[2] ? `-${us[2].padStart(2, '0')}` : ''}`;
  return text;
}

/**
 * The form's text → the value to send, or the message to show (the server's own wording). An empty text is null
 * (a cleared field); a field that cannot be cleared answers with its "enter …" message. `schema`: an entry's field
 * (decision 250), else the account field's.
 */
export function parseFieldInput(field: CorrectedField, text: string, schema?: z.ZodType<ReviewValue>): { value: ReviewValue } | { error: string } {
  const trimmed = text.trim();
  const kind = fieldKind(field);
  let candidate: unknown = trimmed === '' && kind !== 'category' ? null : trimmed;
  if (candidate !== null && kind === 'money') candidate = moneyOf(trimmed);
  if (candidate !== null && kind === 'date') candidate = dateOf(trimmed);
  const result = (schema ?? fieldValueSchema(field as ReviewField)).safeParse(candidate);
  if (result.success) return { value: result.data };
  return { error: result.error.issues[0]?.message ?? REVIEW_MESSAGES.field };
}
