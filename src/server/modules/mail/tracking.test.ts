import { describe, expect, it } from 'vitest';
import { canUndo } from './tracking';

describe('canUndo', () => {
  const now = new Date('2026-03-02T10:00:00Z');
  const later = new Date('2026-03-02T10:04:00Z');
  const open = { cancelUntil: later, status: 'sent', deliveredDate: null };

  it('allows the undo while Lob has not printed the letter', () => {
    expect(canUndo(open, now)).toBe(true);
  });

  it('refuses it once the window has passed, the post office has the letter, or a delivery is known', () => {
    expect(canUndo({ ...open, cancelUntil: now }, now)).toBe(false);
    expect(canUndo({ ...open, cancelUntil: null }, now)).toBe(false);
    expect(canUndo({ ...open, status: 'mailed' }, now)).toBe(false);
    expect(canUndo({ ...open, status: 'delivered' }, now)).toBe(false);
    expect(canUndo({ ...open, deliveredDate: '2026-03-02' }, now)).toBe(false);
  });
});
