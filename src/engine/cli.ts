/**
 * `npm run --silent analyze -- FILE [MORE …]`: analyses one credit report file (PDF, JPEG, PNG, or a saved web page)
 * — or up to 20 images as the pages of one report, in the order given — and prints the analysis as one JSON document
 * on stdout (exit 0), or one plain line on stderr saying why the file cannot be used (exit 2).
 * Contract: contracts/analyze-cli.md.
 */
import { open, stat } from 'node:fs/promises';
import { EngineError } from './errors';
import { ANALYSIS_TIMEOUT_MS, analyzeInWorker } from './isolated';
import { MAX_FILE_BYTES } from './extract/limits';
import { MAX_BUNDLE_PAGES, packPages } from './pages-bundle';
import { sniffFileType } from './sniff';

const EXIT_UNUSABLE = 2;
const EXIT_INTERNAL = 1;

/** One plain line on stderr and the exit status; the process then ends on its own once output is flushed. */
function fail(line: string, code: number): void {
  process.stderr.write(`${line}\n`);
  process.exitCode = code;
}

async function fileSize(file: string): Promise<number> {
  try {
    const info = await stat(file);
    if (!info.isFile()) throw Object.assign(new Error('not a file'), { code: 'EISDIR' });
    return info.size;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new CliError(`File not found: ${file}`);
    if (code === 'EISDIR') throw new CliError(`Not a file: ${file}`);
    if (code === 'EACCES' || code === 'EPERM') throw new CliError(`Permission denied: ${file}`);
    throw new CliError(`Cannot read the file: ${file}`);
  }
}

async function readFile(file: string): Promise<Uint8Array> {
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

/**
 * The bytes to analyse: one file as it is, or several images packed as the pages of one report. The 10 MB limit
 * holds for all of them together, and is checked before anything is read into memory.
 */
async function readInput(files: string[]): Promise<Uint8Array> {
  if (files.length > MAX_BUNDLE_PAGES) throw new CliError(`At most ${MAX_BUNDLE_PAGES} images can be the pages of one report.`);
  let total = 0;
  for (const file of files) total += await fileSize(file);
  if (total > MAX_FILE_BYTES) throw new EngineError('too_large');
  const contents = await Promise.all(files.map(readFile));
  if (contents.length === 1) return contents[0]!;
  contents.forEach((bytes, i) => {
    const kind = sniffFileType(bytes);
    if (kind !== 'jpeg' && kind !== 'png') throw new CliError(`Several files must all be images (JPEG or PNG), the pages of one report: ${files[i]} is not.`);
  });
  return packPages(contents);
}

class CliError extends Error {}

async function main(argv: string[]): Promise<void> {
  const files = argv.filter((a) => a !== '--');
  if (files.length === 0) {
    fail('Usage: npm run --silent analyze -- FILE [MORE_IMAGES …]', EXIT_UNUSABLE);
    return;
  }
  try {
    const bytes = await readInput(files);
    // The contract's 60 s holds for scans too: a scan too long for it fails early with the timeout error.
    const analysis = await analyzeInWorker(bytes, { fileName: files[0], scanTimeoutMs: ANALYSIS_TIMEOUT_MS });
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
