import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runSideBySide } from '../scripts/side-by-side.mjs';

const node = (name: string, script: string, live = false) => ({ name, command: process.execPath, args: ['-e', script], live });

describe('runSideBySide (npm test, npm run checks)', () => {
  let dir: string | undefined;
  afterEach(() => {
    vi.restoreAllMocks();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  function capture() {
    const printed: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      printed.push(String(chunk));
      return true;
    });
    vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(`${line}\n`));
    return printed;
  }

  it('runs the commands at once and passes when each exits with 0', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'side-by-side-'));
    // Each leaves a mark and waits for the other two marks: run one after another, the first would give up.
    const meeting = (name: string) =>
      node(
        name,
        `const fs = require('node:fs'); const path = require('node:path'); const dir = ${JSON.stringify(dir)};
        fs.writeFileSync(path.join(dir, ${JSON.stringify(name)}), '');
        const deadline = Date.now() + 20000;
        const wait = () => fs.readdirSync(dir).length === 3 ? process.exit(0) : Date.now() > deadline ? process.exit(1) : setTimeout(wait, 20);
        wait();`,
      );
    const printed = capture();
    const ok = await runSideBySide([meeting('a'), meeting('b'), meeting('c')], { cwd: tmpdir(), label: 't' });
    expect(ok).toBe(true);
    expect(printed.filter((line) => / passed in /.test(line)).sort()).toEqual([
      expect.stringMatching(/^t: a passed in /),
      expect.stringMatching(/^t: b passed in /),
      expect.stringMatching(/^t: c passed in /),
    ]);
  });

  it('fails when one command fails or cannot start, and prints its output whole', async () => {
    const printed = capture();
    const ok = await runSideBySide(
      [
        node('good', 'console.log("fine")'),
        node('bad', 'console.log("first line"); console.error("second line"); process.exit(3)'),
        { name: 'missing', command: path.join(tmpdir(), 'no-such-program'), args: [] },
      ],
      { cwd: tmpdir(), label: 't' },
    );
    expect(ok).toBe(false);
    const text = printed.join('');
    expect(text).toMatch(/first line\nsecond line\nt: bad FAILED in /);
    expect(text).toMatch(/missing could not start: .*ENOENT[^\n]*\nt: missing FAILED in /);
    expect(text).toMatch(/fine\nt: good passed in /);
  });

  it('starts a command given `after` when that one has ended, even when it failed', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'side-by-side-'));
    const firstEnded = path.join(dir, 'first-ended');
    const printed = capture();
    const ok = await runSideBySide(
      [
        node('first', `setTimeout(() => { require('node:fs').writeFileSync(${JSON.stringify(firstEnded)}, ''); process.exit(1); }, 500)`),
        { ...node('second', `process.exit(require('node:fs').existsSync(${JSON.stringify(firstEnded)}) ? 0 : 2)`), after: 'first' },
      ],
      { cwd: tmpdir(), label: 't' },
    );
    expect(ok).toBe(false);
    expect(printed.join('')).toMatch(/t: first FAILED in [^\n]*\nt: second passed in /);
  });

  it('holds the output of the other commands until the live one has ended', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'side-by-side-'));
    const liveEnded = path.join(dir, 'live-ended');
    const printed: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      printed.push(`${String(chunk).trim()} (live ended: ${existsSync(liveEnded)})`);
      return true;
    });
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const quickEnded = path.join(dir, 'quick-ended');
    // The live command ends well after the quick one has: a quick one's output printed as it ends would come first.
    const ok = await runSideBySide(
      [
        node('quick', `console.log('quick output'); require('node:fs').writeFileSync(${JSON.stringify(quickEnded)}, '')`),
        node(
          'live',
          `const fs = require('node:fs');
          const wait = () => (fs.existsSync(${JSON.stringify(quickEnded)}) ? setTimeout(() => fs.writeFileSync(${JSON.stringify(liveEnded)}, ''), 1500) : setTimeout(wait, 20));
          wait();`,
          true,
        ),
      ],
      { cwd: tmpdir(), label: 't' },
    );
    expect(ok).toBe(true);
    expect(printed).toEqual(['quick output (live ended: true)']);
  });
});
