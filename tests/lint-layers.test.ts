import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The one-way layers (README "Architecture in brief") and the folders inside them that may not import another hold by
 * eslint.config.js: each backward import is an error.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: root, overrideConfigFile: fileURLToPath(new URL('../eslint.config.js', import.meta.url)) });

/** The no-restricted-imports messages ESLint gives `code` placed at `filePath` (a path that need not exist). */
async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = a;\n`, { filePath, warnIgnored: true });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('layer rule (eslint.config.js)', () => {
  it.each([
    ['src/common/disputes/fake.ts', "import { a } from '../../server/modules/disputes/letters/compose';", 'src/common may not import src/server'],
    ['src/common/fake.ts', "import { a } from '../web/features/disputes/groups';", 'src/common may not import src/web'],
    ['src/web/features/disputes/fake.tsx', "import { a } from '../../../server/modules/disputes/dto';", 'src/web may not import src/server'],
    ['src/web/features/credit-report/fake.test.ts', "import { a } from '../../../engine/plan/laws';", 'src/web may not import src/engine'],
    ['src/engine/detect/rules/fake.ts', "import { a } from '../../../common/analysis';", 'src/engine may not import src/common'],
    ['src/engine/fake.ts', "export { a } from '../server/env';", 'src/engine may not import src/server'],
    ['src/engine/extract/fake.test.ts', "import { a } from '../../../tests/fixtures/generator/prng';", 'src/engine may not import from outside src/'],
    ['src/server/modules/fake.ts', "import { a } from '../../web/lib/api';", 'src/server may not import src/web'],
    ['src/engine/parse/common/fake.ts', "import { a } from '../general/read';", 'src/engine/parse/common may not import src/engine/parse/general'],
    ['src/engine/parse/common/deeper/fake.ts', "import { a } from '../../general';", 'src/engine/parse/common may not import src/engine/parse/general'],
    ['src/engine/parse/common/fake.ts', "import { a } from '../../../common/analysis';", 'src/engine may not import src/common'],
  ])('%s: %s is an error', async (filePath, code, message) => {
    expect(await restrictedImports(filePath, code)).toEqual([expect.stringContaining(message)]);
  });

  it.each([
    ['src/common/fake.ts', "import { a } from '../engine/plan/laws';"],
    ['src/web/features/disputes/fake.tsx', "import { a } from '../../../common/disputes/letters';"],
    ['src/engine/detect/rules/fake.ts', "import { a } from '../common/finding';"],
    ['src/server/modules/fake.ts', "import { a } from '../../engine/model';"],
    ['src/server/modules/fake.test.ts', "import { a } from '../../../tests/mocks/s3';"],
    ['src/engine/parse/general/fake.ts', "import { a } from '../common/labels';"],
    ['src/engine/parse/check/fake.ts', "import { a } from '../general/read';"],
    ['src/engine/parse/common/fake.ts', "import { a } from './general-fields';"],
  ])('%s: %s is allowed', async (filePath, code) => {
    expect(await restrictedImports(filePath, code)).toEqual([]);
  });
});
