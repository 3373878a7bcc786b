/**
 * Redaction for anything that leaves the engine (evidence snippets, printed lines kept on accounts):
 * Social Security numbers are removed, and any unmasked run of 8 or more digits (a full account or
 * card number) is masked down to its last 4 digits. Already-masked numbers ("XXXX1234", "412345****")
 * are left as printed, including long visible prefixes the bureau masked after ("412345678901****",
 * "488893705720....").
 */

const SSN_LABELLED = /\b(?:SSN|SS#|S\.S\.N\.?|Social\s+Security(?:\s+(?:Number|No\.?|#))?)\s*[:#]?\s*[\dXx*•]{3}[\s-]?[\dXx*•]{2}[\s-]?[\dXx*•]{4}\b/gi;
const SSN_DASHED = /(?<![\d-])\d{3}-\d{2}-\d{4}(?![\d-])/g;
const SSN_MASKED = /(?<![\w-])[Xx*•]{3}-[Xx*•]{2}-\d{4}(?![\d-])/g;
/** Groups of digits separated by single spaces or dashes, as card numbers are printed ("4123 4567 8901 2345"). */
const GROUPED_DIGITS = /(?<![\d])\d{4}(?:[ -]\d{4}){2,3}(?![\d])/g;
/** A run of 8+ digits, unless a mask sits right beside it: "412345678901****" and "488893705720...." are printed masked. */
const LONG_DIGITS = /(?<![\dXx*•])\d{8,}(?![\dXx*•]|\.{2,})/g;

function maskDigits(run: string): string {
  const digits = run.replace(/\D/g, '');
  const keep = digits.slice(-4);
  return 'X'.repeat(digits.length - keep.length) + keep;
}

export function redact(text: string): string {
  return text
    .replace(SSN_LABELLED, '[SSN removed]')
    .replace(SSN_DASHED, '[SSN removed]')
    .replace(SSN_MASKED, '[SSN removed]')
    .replace(GROUPED_DIGITS, maskDigits)
    .replace(LONG_DIGITS, maskDigits);
}
