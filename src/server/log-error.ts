/**
 * How an error appears in a log line or a job's stored output: its class, its code and where it was thrown —
 * never its message, which for a database error holds the SQL and every parameter (names, addresses, account
 * numbers of a parsed report). Only our own error classes, whose messages are fixed sentences, keep the message.
 */
import { AppError } from './errors';
import { EngineError } from '../engine/errors';
import { PermanentJobError } from './jobs/errors';
import { StorageError } from './providers/storage';

export interface LoggedError {
  class: string;
  code?: string;
  message?: string;
  /** Code locations only (the "at …" lines), never the first line, which repeats the message. */
  stack?: string[];
  cause?: LoggedError;
}

/** Classes whose messages never carry user data (fixed sentences or ids written by our code). */
const MESSAGE_SAFE = [AppError, EngineError, PermanentJobError, StorageError];

// PostgreSQL SQLSTATE (22P05), Node system codes (ECONNRESET), our own codes (damaged_file, TOO_MANY_ATTEMPTS).
const CODE = /^[A-Za-z0-9_.-]{1,40}$/;
const MAX_DEPTH = 3;
const MAX_FRAMES = 8;

function className(error: object): string {
  const name = error.constructor?.name;
  return typeof name === 'string' && name !== '' && name !== 'Object' ? name : 'Error';
}

function frames(stack: unknown): string[] | undefined {
  if (typeof stack !== 'string') return undefined;
  const lines = stack
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('at '))
    .slice(0, MAX_FRAMES);
  return lines.length > 0 ? lines : undefined;
}

export function describeError(error: unknown, depth = 0): LoggedError {
  if (typeof error !== 'object' || error === null) return { class: typeof error };
  const described: LoggedError = { class: className(error) };
  const record = error as { code?: unknown; stack?: unknown; cause?: unknown; message?: unknown };
  if ((typeof record.code === 'string' && CODE.test(record.code)) || typeof record.code === 'number') {
    described.code = String(record.code);
  }
  if (MESSAGE_SAFE.some((safe) => error instanceof safe) && typeof record.message === 'string') {
    described.message = record.message;
  }
  const stack = depth === 0 ? frames(record.stack) : undefined;
  if (stack) described.stack = stack;
  // A DrizzleQueryError's cause is the driver's error, which carries the SQLSTATE.
  if (record.cause !== undefined && depth < MAX_DEPTH) described.cause = describeError(record.cause, depth + 1);
  return described;
}

/** One line for places that keep a string (a job's failure output): "DrizzleQueryError ← DatabaseError 22P05". */
export function errorSummary(error: unknown): string {
  const parts: string[] = [];
  for (let d: LoggedError | undefined = describeError(error); d; d = d.cause) {
    parts.push(d.code ? `${d.class} ${d.code}` : d.class);
  }
  return parts.join(' ← ');
}
