// Runs commands at once and reports each one's result (`npm run checks`, `npm test`). A `live` command writes straight
// to this terminal; the others' output is kept and printed whole when they end, so no two interleave, and not before
// every live command has ended (a live test reporter redraws its lines).
import { spawn } from 'node:child_process';

function startOne({ name, command, args, live = false }, { cwd, label }) {
  const started = Date.now();
  let output = '';
  const child = spawn(command, args, { cwd, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
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
  return { child, live, ended, report };
}

/** Resolves to true when every command exited with 0. */
export async function runSideBySide(commands, { cwd, label }) {
  const running = commands.map((command) => startOne(command, { cwd, label }));
  // Ctrl-C reaches the commands through the terminal; a SIGTERM to this process (a CI time limit) is passed on.
  const passOn = () => {
    for (const { child } of running) child.kill('SIGTERM');
    process.exit(143);
  };
  process.once('SIGTERM', passOn);
  const liveEnded = Promise.all(running.filter((one) => one.live).map((one) => one.ended));
  const results = await Promise.all(running.map(async (one) => one.report(await (one.live ? one.ended : liveEnded.then(() => one.ended)))));
  process.off('SIGTERM', passOn);
  return results.every(Boolean);
}
