import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * One-way layers (README "Architecture in brief"): the engine is the ground floor; common may use the engine; the
 * web app uses common only; the server uses the engine and common, never the web app. What each layer may not
 * import, as folders of src/ ('..' is anything outside src/, e.g. tests/).
 */
const FORBIDDEN = {
  engine: ['common', 'server', 'web', '..'],
  common: ['server', 'web', '..'],
  web: ['engine', 'server', '..'],
  server: ['web'],
};

/**
 * Inside a layer, folders that may not import another: the parsers' shared helpers (engine/parse/common) serve every
 * reader, so none of them may depend on one reader, the general one (docs/decisions/226).
 */
const FORBIDDEN_INSIDE = {
  'engine/parse/common': ['engine/parse/general'],
};

/** Deeper than any folder in src/ today (4); a file below it is an error until this is raised. */
const MAX_DEPTH = 8;

/**
 * Imports are relative, and a name alone is ambiguous (the engine has its own common/ folders), so the rule goes by
 * depth: a file `depth` folders below src/<layer>/ reaches src/ with depth + 1 '../', and the folder named next is
 * the layer it imports from; one '../' more leaves src/.
 */
function layerPatterns(layer, depth) {
  const up = `(?:\\.\\./){${depth + 1}}`;
  return FORBIDDEN[layer].map((target) => ({
    regex: target === '..' ? `^${up}\\.\\.(?:/|$)` : `^${up}${target}(?:/|$)`,
    message: `src/${layer} may not import ${target === '..' ? 'from outside src/' : `src/${target}`} (README "Architecture in brief").`,
  }));
}

/**
 * A file `depth` folders below src/<folder>/ reaches the folder <folder> and its target share with one '../' per
 * folder of <folder> below that one, plus `depth`. ESLint keeps one setting of a rule per file, the last block's, so
 * these blocks repeat the layer's own patterns.
 */
function insidePatterns(folder, depth) {
  const from = folder.split('/');
  return FORBIDDEN_INSIDE[folder].map((target) => {
    const to = target.split('/');
    let shared = 0;
    while (from[shared] === to[shared]) shared += 1;
    const up = `(?:\\.\\./){${from.length - shared + depth}}`;
    return {
      regex: `^${up}${to.slice(shared).join('/')}(?:/|$)`,
      message: `src/${folder} may not import src/${target} (eslint.config.js FORBIDDEN_INSIDE).`,
    };
  });
}

function layerRules() {
  const blocks = [];
  const restrict = (files, patterns) => blocks.push({ files: [files], rules: { 'no-restricted-imports': ['error', { patterns }] } });
  for (const layer of Object.keys(FORBIDDEN)) {
    for (let depth = 0; depth <= MAX_DEPTH; depth += 1) restrict(`src/${layer}/${'*/'.repeat(depth)}*.{ts,tsx,js,mjs}`, layerPatterns(layer, depth));
  }
  for (const folder of Object.keys(FORBIDDEN_INSIDE)) {
    const [layer] = folder.split('/');
    const below = folder.split('/').length - 1;
    for (let depth = 0; depth + below <= MAX_DEPTH; depth += 1) {
      restrict(`src/${folder}/${'*/'.repeat(depth)}*.{ts,tsx,js,mjs}`, [...layerPatterns(layer, depth + below), ...insidePatterns(folder, depth)]);
    }
  }
  blocks.push({
    files: [`src/*/${'*/'.repeat(MAX_DEPTH + 1)}**/*.{ts,tsx,js,mjs}`],
    rules: { 'no-restricted-syntax': ['error', { selector: 'Program', message: 'Too deep for the layer rule: raise MAX_DEPTH in eslint.config.js.' }] },
  });
  return blocks;
}

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'coverage/**', 'tests/fixtures/out/**', 'test-results/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...layerRules(),
  {
    // Only src/server/env.ts reads process.env.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/env.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read settings through src/server/env.ts.' }],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'tests/**', 'src/engine/cli.ts'],
    rules: { 'no-console': 'off' },
  },
);
