/**
 * `npm run --silent analyze -- FILE`: analyses one credit report file and prints the analysis as one JSON
 * document on stdout (exit 0), or one plain line on stderr saying why the file cannot be used (exit 2).
 * Contract: contracts/analyze-cli.md.
 */
import { open, stat } from 'node:fs/promises';
import { EngineError } from './errors';
import { ANALYSIS_TIMEOUT_MS, analyzeInWorker } from './isolated';
import { MAX_FILE_BYTES } from './extract/limits';

const EXIT_UNUSABLE = 2;
const EXIT_INTERNAL = 1;

/** One plain line on stderr and the exit status; the process then ends on its own once output is flushed. */
function fail(line: string, code: number): void {
  process.stderr.write(`${line}\n`);
  process.exitCode = code;
}

async function readInput(file: string): Promise<Uint8Array> {
  let size: number;
  try {
    const info = await stat(file);
    if (!info.isFile()) throw Object.assign(new Error('not a file'), { code: 'EISDIR' });
    size = info.size;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new CliError(`File not found: ${file}`);
    if (code === 'EISDIR') throw new CliError(`Not a file: ${file}`);
    if (code === 'EACCES' || code === 'EPERM') throw new CliError(`Permission denied: ${file}`);
    throw new CliError(`Cannot read the file: ${file}`);
  }
  // Refuse by size before reading anything into memory.
  if (size > MAX_FILE_BYTES) throw new EngineError('too_large');
  try {
    const handle = await open(file, 'r');
    try {
      return new Uint8Array(await handle.readFile());
    } finally {
      await handle.close();
    }
  } catch {
    throw new CliError(`Cannot read the file: ${file}`);
  }
}

class CliError extends Error {}

async function main(argv: string[]): Promise<void> {
  const args = argv.filter((a) => a !== '--');
  const file = args[0];
  if (!file || args.length > 1) {
    fail('Usage: npm run --silent analyze -- FILE', EXIT_UNUSABLE);
    return;
  }
  try {
    const bytes = await readInput(file);
    // The contract's 60 s holds for scans too: a scan too long for it fails early with the timeout error.
    const analysis = await analyzeInWorker(bytes, { fileName: file, scanTimeoutMs: ANALYSIS_TIMEOUT_MS });
    process.stdout.write(`${JSON.stringify(analysis, null, 2)}\n`);
    process.exitCode = 0;
  } catch (err) {
    if (err instanceof EngineError || err instanceof CliError) {
      fail(err.message, EXIT_UNUSABLE);
      return;
    }
    // One line, like every other answer; the error's message could quote the file, so only its class is named.
    const name = err instanceof Error ? err.constructor.name : typeof err;
    fail(`Internal error (${name}): the file could not be analysed.`, EXIT_INTERNAL);
  }
}

void main(process.argv.slice(2));
