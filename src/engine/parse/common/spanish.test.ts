import { describe, expect, it } from 'vitest';
import { parseDocument } from '../index';
import { inEnglish, isSpanishReport, datesInEnglish, spanishWordsInEnglish } from './spanish';
import { docFromText } from './testing';

const INFORME = `Informe de crédito de TransUnion
Preparado para: ROSA VILLANUEVA · Fecha del informe: 3 de junio de 2025
Información de cuentas
ALAMEDA CARD SERVICES
Número de cuenta       4417XXXXXXXX
Tipo de cuenta         Tarjeta de crédito
Responsabilidad        Conjunta
Estado                 Cuenta cancelada como pérdida. $2,310 dados de baja como pérdida.
Saldo                  $2,310
Límite de crédito      $3,000
Fecha de apertura      enero de 2018
Fecha del informe      mayo de 2025
Año   ene  feb  mar  abr  may  jun  jul  ago  sep  oct  nov  dic
2025  CP   CP   CP   CP   CP
2024  OK   OK   30   60   90   120  150  180  CP   CP   CP   CP
PORTAL RIDGE FINANCE
Número de cuenta       9902XXXXXXXX
Tipo de cuenta         Préstamo personal
Responsabilidad        Individual
Estado                 Abierta. Nunca atrasada.
Saldo                  $840
Fecha de apertura      julio de 2022
Fecha del informe      mayo de 2025
Consultas
Consultas que pueden afectar su puntaje (consultas duras)
BLUE HERON AUTO     12 de febrero de 2025
Consultas que no afectan su puntaje
SUMMIT OFFERS       4 de marzo de 2025
Registros públicos
Ninguno`;

describe('reports printed in Spanish', () => {
  it('are told by the Spanish words of credit reports, not by one Spanish word', () => {
    expect(isSpanishReport(INFORME)).toBe(true);
    expect(isSpanishReport('ACME BANK  Balance $300  Saldo a favor  Date Opened 01/2020')).toBe(false);
  });

  it('write dates in English: day, month and year, or month and year', () => {
    expect(datesInEnglish('abierta el 14 de marzo de 2021, cerrada en septiembre de 2023')).toBe('abierta el Mar 14, 2021, cerrada en Sep 2023');
  });

  it('translate labels, headings, month heads and grid codes, and keep every value as printed', () => {
    const lines = inEnglish(docFromText(INFORME)).pages.flatMap((p) => p.lines.map((l) => l.text.replace(/\s+/g, ' ')));
    expect(lines).toContain('Account Number 4417XXXXXXXX');
    expect(lines).toContain('Account Type Tarjeta de crédito');
    expect(lines).toContain('Status Cuenta cancelada como pérdida. $2,310 dados de baja como pérdida.');
    expect(lines).toContain('Date Opened Jan 2018');
    expect(lines).toContain('Year Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec');
    expect(lines).toContain('2025 CO CO CO CO CO');
    expect(lines).toContain('Hard Inquiries');
    expect(lines).toContain('Soft Inquiries');
    expect(lines).toContain('BLUE HERON AUTO Feb 12, 2025');
    expect(lines).toContain('Public Records');
  });

  it('leave a report in English as it is', () => {
    const doc = docFromText('ACME BANK\nAccount Number  1234XXXX\nBalance  $300\nDate Opened  Mar 2020');
    expect(inEnglish(doc)).toBe(doc);
  });

  it('are read as the English print would be: accounts, grid, inquiries by kind; statuses as printed', () => {
    const [report] = parseDocument(docFromText(INFORME)).reports;
    expect(report?.bureau).toBe('transunion');
    expect(report?.reportDate).toBe('2025-06-03');
    const [card, loan] = report!.accounts;
    expect(card).toMatchObject({
      creditor: 'ALAMEDA CARD SERVICES',
      status: 'Cuenta cancelada como pérdida. $2,310 dados de baja como pérdida.',
      balance: 2310,
      creditLimit: 3000,
      dateOpened: '2018-01',
      category: 'revolving',
      negative: true,
    });
    expect(card!.paymentHistory['2025-01']).toBe('CO');
    expect(card!.paymentHistory['2024-03']).toBe('30');
    expect(loan).toMatchObject({ status: 'Abierta. Nunca atrasada.', balance: 840, category: 'installment', negative: false });
    expect(report!.inquiries).toEqual([
      { creditor: 'BLUE HERON AUTO', date: '2025-02-12', kind: 'hard' },
      { creditor: 'SUMMIT OFFERS', date: '2025-03-04', kind: 'soft' },
    ]);
  });
});

describe('Spanish words of statuses and types', () => {
  it('say in English what the status vocabulary reads', () => {
    expect(spanishWordsInEnglish('cuenta en cobranza. $410 vencidos a feb 2025.')).toBe('cuenta en collection. $410 past due a feb 2025.');
    expect(spanishWordsInEnglish('tuvo 60 días de atraso en ene 2024.')).toBe('tuvo 60 days late en ene 2024.');
    expect(spanishWordsInEnglish('abierta/nunca atrasada.')).toBe('open/never late.');
    expect(spanishWordsInEnglish('cuenta pagada legalmente por menos del saldo total.')).toBe('cuenta settled for less than the full balance.');
    expect(spanishWordsInEnglish('préstamo para auto')).toBe('auto loan');
    expect(spanishWordsInEnglish('balance $300, closed')).toBe('balance $300, closed');
  });
});
