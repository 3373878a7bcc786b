/**
 * Journey files run in this many Vitest workers at once, each against its own app (docs/decisions/146).
 * E2E_WORKERS=1 runs them one after another against a single app.
 */
function workersFromEnv(): number {
  const value = process.env.E2E_WORKERS ?? '2';
  const workers = Number(value);
  if (!Number.isInteger(workers) || workers < 1 || workers > 8) throw new Error(`E2E_WORKERS must be a whole number from 1 to 8, not "${value}"`);
  return workers;
}

export const E2E_WORKERS = workersFromEnv();
