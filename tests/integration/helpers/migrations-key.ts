import type { Hash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_FOLDER } from '../../../src/server/db/migrate';

/** Adds the committed migrations to `hash`: a migrated template is kept per set of migrations. */
export function hashMigrations(hash: Hash): Hash {
  for (const file of readdirSync(MIGRATIONS_FOLDER)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    hash.update(file).update(readFileSync(path.join(MIGRATIONS_FOLDER, file)));
  }
  return hash;
}
