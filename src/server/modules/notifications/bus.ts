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

/**
 * Subscribers by user id. Event names are prefixed so that no user id can be one of EventEmitter's own
 * ("error" would throw when nobody listens); each stream is one listener, so there is no listener limit.
 */
export class UserListeners {
  private readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  add(userId: string, onChange: () => void): () => void {
    const name = `user:${userId}`;
    this.emitter.on(name, onChange);
    return () => this.emitter.off(name, onChange);
  }

  notify(userId: string): void {
    this.emitter.emit(`user:${userId}`);
  }

  notifyAll(): void {
    for (const name of this.emitter.eventNames()) this.emitter.emit(name);
  }

  count(): number {
    return this.emitter.eventNames().reduce((sum, name) => sum + this.emitter.listenerCount(name), 0);
  }

  clear(): void {
    this.emitter.removeAllListeners();
  }
}

export class InProcessNotificationBus implements NotificationBus {
  private readonly listeners = new UserListeners();

  changedInTransaction(): Promise<void> {
    return Promise.resolve();
  }

  // Emitting after commit means a subscriber that re-reads the count sees the change.
  committed(userId: string): void {
    this.listeners.notify(userId);
  }

  subscribe(userId: string, onChange: () => void): () => void {
    return this.listeners.add(userId, onChange);
  }

  ready(): Promise<void> {
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.listeners.clear();
    return Promise.resolve();
  }
}
