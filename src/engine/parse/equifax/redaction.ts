/** Evidence lines are redacted before they leave the parser: SSNs removed, long digit runs masked. */
import { maskDigits } from './values';

const SSN = /\b(?:\d{3}|[X*]{3})[- ](?:\d{2}|[X*]{2})[- ]\d{4}\b|\b(?:SSN|Social Security(?: Number)?|SS#)\s*:?\s*[\dX*-]{4,11}/gi;

export function redactEvidence(text: string): string {
  return maskDigits(text.replace(SSN, '[SSN removed]'));
}
