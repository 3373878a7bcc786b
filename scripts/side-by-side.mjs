// Runs commands at once and reports each one's result (`npm run checks`). A `live` command writes straight
// to this terminal; the others' output is kept and printed whole when they end, so no two interleave, and not before
// every live command has ended (a live test reporter redraws its lines). A command with `after` starts when the
// command of that name has ended, whatever its result.
import { spawn } from 'node:child_process';

function startOne({ name, command, args, live = false }, { cwd, label, children }) {
  const started = Date.now();
  let output = '';
  const child = spawn(command, args, { cwd, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const ended = new Promise((resolve) => {
    const finish = (code, error) => {
      if (error) output += `${name} could not start: ${error.message}\n`;
      resolve({ ok: code === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
    };
    child.once('error', (error) => finish(1, error));
    child.once('close', (code) => finish(code));
  });
  const report = ({ ok, seconds }) => {
    if (output.trim()) process.stdout.write(`${output.trimEnd()}\n`);
    console.log(`${label}: ${name} ${ok ? 'passed' : 'FAILED'} in ${seconds} s`);
    return ok;
  };
  return { ended, report };
}

/** Resolves to true when every command exited with 0. */
export async function runSideBySide(commands, { cwd, label }) {
  const children = new Set();
  const byName = new Map();
  const running = commands.map((command) => {
    const previous = command.after === undefined ? undefined : byName.get(command.after);
    if (command.after !== undefined && !previous) throw new Error(`${command.name} is to start after ${command.after}, which is not before it`);
    const one = previous
      ? previous.then((started) => started.ended).then(() => startOne(command, { cwd, label, children }))
      : Promise.resolve(startOne(command, { cwd, label, children }));
    byName.set(command.name, one);
    return { live: Boolean(command.live), one };
  });
  // Ctrl-C reaches the commands through the terminal; a SIGTERM to this process (a CI time limit) is passed on.
  const passOn = () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(143);
  };
  process.once('SIGTERM', passOn);
  const liveEnded = Promise.all(running.filter(({ live }) => live).map(({ one }) => one.then((started) => started.ended)));
  const results = await Promise.all(
    running.map(async ({ live, one }) => {
      const started = await one;
      const result = await started.ended;
      if (!live) await liveEnded;
      return started.report(result);
    }),
  );
  process.off('SIGTERM', passOn);
  return results.every(Boolean);
}
