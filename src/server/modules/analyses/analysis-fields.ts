/**
 * An analysis row's sealed fields (raw_data, negative_items: every account number, balance and address of the report;
 * docs/decisions/195): opened after reading, sealed before writing, with the owner's data key.
 */
import type { AnalysisRawData, NegativeItemDto } from '../../../common/analysis';
import type { Db } from '../../db/client';
import { cipherFor } from '../../db/encryption/data-keys';
import { isSealedField, type Sealed } from '../../db/encryption/field-cipher';
import type { StoredAnalysisRow } from './dto';

type Executor = Pick<Db, 'execute'>;
type StoredFields = Partial<Pick<StoredAnalysisRow, 'rawData' | 'negativeItems'>> & Pick<StoredAnalysisRow, 'userId'>;
type Opened<R> = Omit<R, 'rawData' | 'negativeItems'> &
  (R extends { rawData: unknown } ? { rawData: AnalysisRawData | null } : unknown) &
  (R extends { negativeItems: unknown } ? { negativeItems: NegativeItemDto[] | null } : unknown);

/** The row with its report data readable. */
export async function openAnalysisRow<R extends StoredFields>(db: Executor, row: R): Promise<Opened<R>> {
  const opened: Record<string, unknown> = { ...row };
  // A row without sealed values (pending, processing, failed) needs no key: no read of the person's data key.
  if (!isSealedField(row.rawData) && !isSealedField(row.negativeItems)) {
    if ('rawData' in row) opened.rawData = row.rawData ?? null;
    if ('negativeItems' in row) opened.negativeItems = row.negativeItems ?? null;
    return opened as Opened<R>;
  }
  const cipher = await cipherFor(db, row.userId);
  if ('rawData' in row) opened.rawData = cipher.open('raw_data', row.rawData ?? null);
  if ('negativeItems' in row) opened.negativeItems = cipher.open('negative_items', row.negativeItems ?? null);
  return opened as Opened<R>;
}

export async function openAnalysisRows<R extends StoredFields>(db: Executor, rows: R[]): Promise<Opened<R>[]> {
  return Promise.all(rows.map((row) => openAnalysisRow(db, row)));
}

/** Correction rows (report_corrections: a corrected field's value or an added account) with their value readable. */
export async function openCorrectionRows<R extends { userId: string; value: Sealed<unknown> | null }>(
  db: Executor,
  rows: readonly R[],
): Promise<(Omit<R, 'value'> & { value: unknown })[]> {
  const out: (Omit<R, 'value'> & { value: unknown })[] = [];
  for (const row of rows) out.push({ ...row, value: (await cipherFor(db, row.userId)).open('value', row.value) });
  return out;
}

/** The value to store for a correction. */
export async function sealCorrectionValue(db: Executor, userId: string, value: unknown): Promise<Sealed<unknown> | null> {
  return (await cipherFor(db, userId)).seal('value', value);
}

/** The values to store for raw_data and negative_items. */
export async function sealAnalysisFields(
  db: Executor,
  userId: string,
  fields: { rawData: AnalysisRawData; negativeItems?: NegativeItemDto[] },
): Promise<{ rawData: Sealed<AnalysisRawData>; negativeItems?: Sealed<NegativeItemDto[]> }> {
  const cipher = await cipherFor(db, userId);
  return {
    rawData: cipher.seal('raw_data', fields.rawData),
    ...(fields.negativeItems ? { negativeItems: cipher.seal('negative_items', fields.negativeItems) } : {}),
  };
}
