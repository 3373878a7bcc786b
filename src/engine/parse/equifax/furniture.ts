/**
 * The Equifax PDF's own page furniture: the "Prepared for: / Date: / Confirmation #" page header, the
 * EFX-ACR form marker, and the payment-code legend ("Paid on time  30 30 days past due …").
 */
export function isEquifaxFurniture(text: string): boolean {
  const t = text.trim();
  return (
    /^prepared\s+for\s*:/i.test(t) ||
    /^confirmation\s*(?:#|number|no\.?)/i.test(t) ||
    /^date\s*:\s*\S.*\bconfirmation\s*(?:#|number)/i.test(t) ||
    /^EFX-?ACR\b/i.test(t) ||
    isPaymentLegend(t) ||
    /^an\s+overview\s+of\s+your\s+credit\s+report$/i.test(t)
  );
}

const LEGEND_ENTRY =
  /\b(?:\d{2,3}(?:-\d{2,3})?\s+days\s+past\s+due|\d{3}\s+or\s+more\s+days|voluntary\s+surrender|foreclosure|charge\s+off|included\s+in\s+bankruptcy|repossession|too\s+new\s+to\s+rate|no\s+data|paid\s+on\s+time)\b/gi;

/** The payment-code legend under each grid, wrapped over lines or not ("… CO Charge Off  B Included in Bankruptcy …"). */
export function isPaymentLegend(text: string): boolean {
  return !text.includes(':') && (text.match(LEGEND_ENTRY) ?? []).length >= 2;
}

/** Where the report's data ends: the summary of consumer rights printed after it. */
export const END_OF_DATA = /^a\s+summary\s+of\s+your\s+rights\s+under\s+the\s+fair\s+credit\s+reporting\s+act\b/i;
