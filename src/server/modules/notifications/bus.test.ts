import { describe, expect, it } from 'vitest';
import { InProcessNotificationBus } from './bus';

describe('InProcessNotificationBus', () => {
  it("tells only the changed user's subscribers, after commit, until they unsubscribe", async () => {
    const bus = new InProcessNotificationBus();
    const heard: string[] = [];
    const offA = bus.subscribe('a', () => heard.push('a1'));
    bus.subscribe('a', () => heard.push('a2'));
    bus.subscribe('b', () => heard.push('b'));
    await bus.changedInTransaction();
    expect(heard).toEqual([]);
    bus.committed('a');
    expect(heard).toEqual(['a1', 'a2']);
    offA();
    bus.committed('a');
    expect(heard).toEqual(['a1', 'a2', 'a2']);
    await bus.close();
    bus.committed('b');
    expect(heard).toEqual(['a1', 'a2', 'a2']);
  });

  it("treats any user id as plain data, even EventEmitter's own event names", () => {
    const bus = new InProcessNotificationBus();
    expect(() => bus.committed('error')).not.toThrow();
    let heard = 0;
    bus.subscribe('newListener', () => (heard += 1));
    bus.subscribe('x', () => undefined);
    expect(heard).toBe(0);
    bus.committed('newListener');
    expect(heard).toBe(1);
  });
});
