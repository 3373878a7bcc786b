/**
 * Vite plugin: marks every zod schema built in src/common (each `z.…(…)` call chain) as pure, so the bundler drops
 * the schemas a chunk does not use — and zod with them. Without it, importing a price or a text from a shared module
 * such as src/common/subscription.ts ships zod (27 kB gzip) because a bare `z.object(…)` call might have side
 * effects (decision 151). Building a zod schema has none that matter to code that never reads it.
 */
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** `z.name(` not preceded by a name or a dot; the annotation covers the whole chain that starts there. */
const ZOD_CALL = /(?<![\w$.])z(?=\s*\.\s*\w+\s*\()/g;
const IMPORTS_ZOD = /^import\s*\{\s*z\s*\}\s*from\s*['"]zod['"]/m;

export function pureSchemas(commonDir: string): Plugin {
  const prefix = commonDir.endsWith('/') ? commonDir : `${commonDir}/`;
  return {
    name: 'pure-schemas',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(prefix) || !id.endsWith('.ts') || !IMPORTS_ZOD.test(code)) return null;
      const output = new MagicString(code);
      for (const match of code.matchAll(ZOD_CALL)) output.appendLeft(match.index, '/* @__PURE__ */ ');
      return output.hasChanged() ? { code: output.toString(), map: output.generateMap({ hires: true }) } : null;
    },
  };
}
