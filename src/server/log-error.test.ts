import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { EngineError } from '../engine/errors';
import { describeError, errorSummary } from './log-error';
import { createLogger } from './logger';

const databaseError = () => {
  const cause = Object.assign(new Error('invalid input syntax: JANE DOE 4111111111111111'), { code: '22P05' });
  return new DrizzleQueryError('update "credit_report_analyses" set "raw_data" = $1', ['{"name":"JANE DOE"}'], cause);
};

describe('describeError', () => {
  it('keeps class and code of a database error and drops the SQL, parameters and messages', () => {
    const described = describeError(databaseError());
    expect(described.class).toBe('DrizzleQueryError');
    expect(described.cause).toEqual({ class: 'Error', code: '22P05' });
    expect(JSON.stringify(described)).not.toMatch(/JANE|4111|credit_report_analyses/);
    expect(errorSummary(databaseError())).toBe('DrizzleQueryError ← Error 22P05');
  });

  it('keeps the fixed sentence of our own errors', () => {
    expect(describeError(new EngineError('damaged_file'))).toMatchObject({
      class: 'EngineError',
      code: 'damaged_file',
      message: expect.stringContaining('damaged'),
    });
  });

  it('is what every log line uses for an error, under any field name', () => {
    let out = '';
    const sink = new Writable({ write: (chunk: Buffer, _e, done) => ((out += chunk.toString()), done()) });
    const logger = createLogger('info', sink);
    logger.error({ err: databaseError() }, 'a');
    logger.error({ failure: databaseError() }, 'b');
    logger.error(databaseError(), 'c');
    expect(out.split('\n').filter(Boolean)).toHaveLength(3);
    expect(out).not.toMatch(/JANE|4111|credit_report_analyses/);
    expect(out).toContain('22P05');
  });
});
