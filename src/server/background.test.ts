import pino from 'pino';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { BackgroundTasks } from './background';

describe('BackgroundTasks', () => {
  it('drain waits for running work, and failures are logged, not thrown', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _e, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const tasks = new BackgroundTasks(pino({ base: undefined }, sink));
    let finished = false;
    tasks.run('slow', new Promise((resolve) => setTimeout(() => resolve((finished = true)), 50)));
    tasks.run('broken', async () => {
      throw new Error('smtp down');
    });
    expect(tasks.size).toBe(2);
    await tasks.drain();
    expect(finished).toBe(true);
    expect(tasks.size).toBe(0);
    expect(lines.join('')).toContain('broken failed');
    expect(lines.join('')).toContain('smtp down');
  });
});
