/**
 * Every column sealed with the person's data key (docs/decisions/195, whose table also names the personal columns
 * left plain and why). The start-up pass (seal-plaintext-rows.ts) and the database grep test read this list.
 */
export interface SealedColumn {
  table: string;
  column: string;
  type: 'text' | 'jsonb';
  /** The column naming the row's owner (a profile's id is its user's id). */
  user: string;
  /** Columns that, with `user`, name one row. */
  key: readonly string[];
  /** A key of a jsonb object column whose string value alone is sealed (the rest of the object drives SQL); the
   * value is sealed under the name "column.inside". */
  inside?: string;
}

export const SEALED_COLUMNS: readonly SealedColumn[] = [
  { table: 'credit_report_analyses', column: 'raw_data', type: 'jsonb', user: 'user_id', key: ['id'] },
  { table: 'credit_report_analyses', column: 'negative_items', type: 'jsonb', user: 'user_id', key: ['id'] },
  { table: 'assistant_messages', column: 'content', type: 'text', user: 'user_id', key: ['id'] },
  { table: 'assistant_analyses', column: 'content', type: 'jsonb', user: 'user_id', key: ['analysis_id'] },
  { table: 'profiles', column: 'phone', type: 'text', user: 'id', key: [] },
  { table: 'profiles', column: 'address', type: 'text', user: 'id', key: [] },
  { table: 'profiles', column: 'street', type: 'text', user: 'id', key: [] },
  { table: 'profiles', column: 'street2', type: 'text', user: 'id', key: [] },
  { table: 'profiles', column: 'city', type: 'text', user: 'id', key: [] },
  { table: 'profiles', column: 'zip', type: 'text', user: 'id', key: [] },
  { table: 'dispute_items', column: 'account_number', type: 'text', user: 'user_id', key: ['id'] },
  { table: 'dispute_items', column: 'dispute_reason', type: 'text', user: 'user_id', key: ['id'] },
  { table: 'dispute_items', column: 'evidence', type: 'text', user: 'user_id', key: ['id'] },
  { table: 'dispute_items', column: 'statement', type: 'text', user: 'user_id', key: ['id'] },
  { table: 'dispute_items', column: 'metadata', inside: 'dispute_letter', type: 'text', user: 'user_id', key: ['id'] },
  { table: 'dispute_items', column: 'metadata', inside: 'problem', type: 'text', user: 'user_id', key: ['id'] },
  { table: 'dispute_choices', column: 'statement', type: 'text', user: 'user_id', key: ['id'] },
  { table: 'dispute_letters', column: 'document', type: 'jsonb', user: 'user_id', key: ['id'] },
  { table: 'dispute_letters', column: 'free_text', type: 'jsonb', user: 'user_id', key: ['id'] },
  { table: 'dispute_round_reviews', column: 'proposals', type: 'jsonb', user: 'user_id', key: ['id'] },
  { table: 'report_corrections', column: 'value', type: 'jsonb', user: 'user_id', key: ['id'] },
];

/** The name a value is sealed under (the authenticated data's column part). */
export const sealedName = (c: SealedColumn): string => (c.inside ? `${c.column}.${c.inside}` : c.column);
