/** Account numbers are kept masked: at most the last 4 digits visible (the report's own mask is kept otherwise). */
export function maskAccountNumber(value: string | null | undefined): string | null {
  if (!value) return null;
  const digits = value.replace(/\D/g, '');
  if (digits.length <= 4) return value;
  let keep = 4;
  // Walk from the end: the last 4 digits stay, every earlier digit becomes X.
  return [...value]
    .reverse()
    .map((ch) => (/\d/.test(ch) ? (keep-- > 0 ? ch : 'X') : ch))
    .reverse()
    .join('');
}
