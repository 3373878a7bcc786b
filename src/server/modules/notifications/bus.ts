/**
 * Fan-out of "this user's notifications changed". The embedded database serves one process, so an in-process
 * emitter is enough there; with PostgreSQL several web processes share the data and hear each other through
 * LISTEN/NOTIFY (pg-bus.ts).
 */
import { EventEmitter } from 'node:events';
import type { Db } from '../../db/client';

export type Executor = Pick<Db, 'execute'>;

export interface NotificationBus {
  /** Called inside the transaction that changed the user's notifications. */
  changedInTransaction(tx: Executor, userId: string): Promise<void>;
  /** Called once that transaction has committed. */
  committed(userId: string): void;
  /** Calls onChange whenever the user's notifications may have changed; returns the unsubscribe function. */
  subscribe(userId: string, onChange: () => void): () => void;
  /** Resolves once changes made from now on will reach subscribers (the first LISTEN attempt has finished). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** Subscribers by user id; each stream is one listener, so there is no listener limit. */
export function userEmitter(): EventEmitter {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return emitter;
}

export class InProcessNotificationBus implements NotificationBus {
  private readonly emitter = userEmitter();

  changedInTransaction(): Promise<void> {
    return Promise.resolve();
  }

  // Emitting after commit means a subscriber that re-reads the count sees the change.
  committed(userId: string): void {
    this.emitter.emit(userId);
  }

  subscribe(userId: string, onChange: () => void): () => void {
    this.emitter.on(userId, onChange);
    return () => this.emitter.off(userId, onChange);
  }

  ready(): Promise<void> {
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.emitter.removeAllListeners();
    return Promise.resolve();
  }
}
