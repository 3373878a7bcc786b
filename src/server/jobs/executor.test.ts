import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { toDrizzleSql } from './executor';

const dialect = new PgDialect();

describe('toDrizzleSql', () => {
  it('maps every $n placeholder, repeated ones included, to its value', () => {
    const query = dialect.sqlToQuery(toDrizzleSql('select $2::int, right($1, 1), CAST($1 as text), $10', ['a', 2, 3, 4, 5, 6, 7, 8, 9, 10]));
    expect(query.sql).toBe('select $1::int, right($2, 1), CAST($3 as text), $4');
    expect(query.params).toEqual([2, 'a', 'a', 10]);
  });

  it('keeps arrays and objects as single parameters', () => {
    const query = dialect.sqlToQuery(toDrizzleSql('select $1::uuid[], $2::jsonb', [['x', 'y'], { a: 1 }]));
    expect(query.sql).toBe('select $1::uuid[], $2::jsonb');
    expect(query.params).toEqual([['x', 'y'], { a: 1 }]);
  });

  it('refuses a placeholder without a value', () => {
    expect(() => toDrizzleSql('select $3', [1])).toThrow('placeholder $3 has no value');
  });
});
