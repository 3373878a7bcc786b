/**
 * The privacy step between a person's data and any AI provider (docs/decisions/071-assistant-grounding.md): what
 * leaves carries masked account numbers only, and no SSN, date of birth, address or the person's name.
 */
import { redact as redactNumbers } from '../../../engine/redact';

/** "517805XXXXXX1234", "XXXX1234", "4123 4567 8901 2345" → "····1234"; nothing left when no digit is printed. */
export function maskAccountNumber(value: string | null): string | null {
  if (!value) return null;
  const digits = value.replace(/\D/g, '');
  if (digits.length === 0) return null;
  return `····${digits.slice(-4)}`;
}

const DOB =
  /\b(?:DOB|D\.O\.B\.?|date\s+of\s+birth|birth\s*date|born(?:\s+on)?)\s*[:#-]?\s*(?:[A-Za-z]{3,9}\.?\s+\d{1,2},?\s+\d{4}|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}-\d{2}-\d{2}|[A-Za-z]{3,9}\s+\d{4}|\d{4})/gi;
/** A US street address as printed: number, street words and a street type. */
const STREET =
  /\b\d{1,6}\s+(?:[NSEW]\.?\s+)?(?:[A-Za-z0-9.'-]+\s+){0,4}(?:ST|STREET|AVE|AVENUE|RD|ROAD|DR|DRIVE|LN|LANE|BLVD|BOULEVARD|CT|COURT|WAY|PL|PLACE|CIR|CIRCLE|TER|TERRACE|PKWY|PARKWAY|HWY|HIGHWAY|TRL|TRAIL)\b\.?(?:\s*(?:APT|UNIT|STE|SUITE|#)\s*[\w-]+)?/gi;
const PO_BOX = /\bP\.?\s*O\.?\s*BOX\s+\d+\b/gi;
const ZIP_LINE = /\b[A-Z][A-Za-z .'-]{1,30},?\s+[A-Z]{2}\s+\d{5}(?:-\d{4})?\b/g;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The person's own identifiers found on the report, to be removed wherever they appear. */
export interface PersonalIdentifiers {
  name: string | null;
  addresses: string[];
}

/**
 * Removes SSNs, full account numbers (down to their last 4), dates of birth, addresses and the person's name from
 * free text (evidence lines, questions) before it goes to a provider.
 */
export function redactText(text: string, person: PersonalIdentifiers = { name: null, addresses: [] }): string {
  let out = redactNumbers(text);
  for (const address of person.addresses) {
    const trimmed = address.trim();
    if (trimmed.length >= 6) out = out.replace(new RegExp(escapeRegExp(trimmed), 'gi'), '[address removed]');
  }
  const name = person.name?.trim();
  if (name && name.length >= 3) {
    const parts = name.split(/\s+/).map(escapeRegExp);
    out = out.replace(new RegExp(`\\b${parts.join('\\s+')}\\b`, 'gi'), '[name removed]');
    // "SMITH, JOHN" as some reports print it.
    if (parts.length >= 2) {
      const reversed = `${parts[parts.length - 1]},?\\s+${parts.slice(0, -1).join('\\s+')}`;
      out = out.replace(new RegExp(`\\b${reversed}\\b`, 'gi'), '[name removed]');
    }
  }
  return out
    .replace(DOB, '[date of birth removed]')
    .replace(PO_BOX, '[address removed]')
    .replace(STREET, '[address removed]')
    .replace(ZIP_LINE, '[address removed]');
}
