import type { Account, PaymentCode } from '../../model';
import { isNoDataMark, readPaymentCode } from './payment-codes';
import type { Line } from './lines';

/**
 * Payment history printed apart from the accounts, one row per account (the tradeline-table arrangement:
 * "CRESTLINE BANK NA   786119XXXXXX 07/2024 back to   OK OK 30 …", the oldest month on the same line or the
 * next): the row's account number as printed, a month range, then one code a month in the range's order. A row
 * is used only when its codes are exactly as many as the months of its range and its account number belongs to
 * one account read without a history; anything else is left unread rather than guessed.
 * OCR splits a number's digits from its mask ("827414 XXXXXX") and runs equal codes together ("COCO" for
 * "CO CO"); both are undone here, and the count of codes against the range still has to hold.
 */
const ROW = /(?:^|\s)(\d{4,}\s[X*]{4,}|\S*\d{4}\S*|\S*[X*]{4,}\S*)\s+(\d{2})\/(\d{4})\s+(?:back to|to|through|-|–)\s*(?:(\d{2})\/(\d{4}))?\s*(.*)$/i;
/** The line after a row: the oldest month, after the wrapped end of the creditor's name when it has one. */
const OLDEST_MONTH = /^(?:[^\d/]*\s)?(\d{2})\/(\d{4})\s*(.*)$/;

interface HistoryRow {
  accountNumber: string;
  history: Record<string, PaymentCode>;
}

const monthIndex = (month: string, year: string) => Number(year) * 12 + Number(month) - 1;
const monthKey = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

/** A letter code printed two or more times with the spaces lost ("COCO", "OKOKOK"): the code and how many. */
function joinedCodes(token: string): { code: PaymentCode; count: number } | null {
  const m = /^([A-Z]{2,3})\1+$/.exec(token.toUpperCase());
  const code = m?.[1] ? readPaymentCode(m[1]) : null;
  return m?.[1] && code ? { code, count: token.length / m[1].length } : null;
}

/** The codes of a run of tokens; null when any token is not a code (or a "no data" mark, which keeps its month). */
function codesOf(text: string): Array<PaymentCode | null> | null {
  const tokens = text.trim().split(/\s+/).filter(Boolean);
  const codes: Array<PaymentCode | null> = [];
  for (const token of tokens) {
    const code = readPaymentCode(token);
    const joined = code === null ? joinedCodes(token) : null;
    if (joined) codes.push(...Array<PaymentCode>(joined.count).fill(joined.code));
    else if (code === null && !isNoDataMark(token)) return null;
    else codes.push(code);
  }
  return codes;
}

export function readHistoryRows(lines: Line[]): HistoryRow[] {
  const rows: HistoryRow[] = [];
  lines.forEach((line, i) => {
    const m = ROW.exec(line.text);
    if (!m) return;
    const [, accountNumber = '', fromMonth = '', fromYear = '', toMonthSame, toYearSame, rest = ''] = m;
    let to: number | null = toMonthSame && toYearSame ? monthIndex(toMonthSame, toYearSame) : null;
    let codesText = rest;
    if (to === null) {
      const next = OLDEST_MONTH.exec(lines[i + 1]?.text ?? '');
      if (!next) return;
      to = monthIndex(next[1] ?? '', next[2] ?? '');
      codesText = `${rest} ${next[3] ?? ''}`;
    }
    const from = monthIndex(fromMonth, fromYear);
    const codes = codesOf(codesText);
    const step = from >= to ? -1 : 1;
    if (!codes || codes.length !== Math.abs(from - to) + 1) return;
    const history: Record<string, PaymentCode> = {};
    codes.forEach((code, k) => {
      if (code) history[monthKey(from + k * step)] = code;
    });
    rows.push({ accountNumber: accountNumber.replace(/\s/g, ''), history });
  });
  return rows;
}

/** Gives each account read without a history the history its own row prints. */
export function applyHistoryRows(accounts: Account[], lines: Line[]): void {
  for (const row of readHistoryRows(lines)) {
    const owners = accounts.filter((a) => a.accountNumber === row.accountNumber);
    const owner = owners[0];
    if (owners.length !== 1 || !owner || Object.keys(owner.paymentHistory).length > 0) continue;
    owner.paymentHistory = row.history;
  }
}
