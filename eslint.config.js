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

/** Deeper than any folder in src/ today (4); a file below it is an error until this is raised. */
const MAX_DEPTH = 8;

/**
 * Imports are relative, and a name alone is ambiguous (the engine has its own common/ folders), so the rule goes by
 * depth: a file `depth` folders below src/<layer>/ reaches src/ with depth + 1 '../', and the folder named next is
 * the layer it imports from; one '../' more leaves src/.
 */
function layerRules() {
  const blocks = [];
  for (const [layer, forbidden] of Object.entries(FORBIDDEN)) {
    for (let depth = 0; depth <= MAX_DEPTH; depth += 1) {
      const up = `(?:\\.\\./){${depth + 1}}`;
      const patterns = forbidden.map((target) => ({
        regex: target === '..' ? `^${up}\\.\\.(?:/|$)` : `^${up}${target}(?:/|$)`,
        message: `src/${layer} may not import ${target === '..' ? 'from outside src/' : `src/${target}`} (README "Architecture in brief").`,
      }));
      blocks.push({
        files: [`src/${layer}/${'*/'.repeat(depth)}*.{ts,tsx,js,mjs}`],
        rules: { 'no-restricted-imports': ['error', { patterns }] },
      });
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
