/**
 * The few CSS properties that decide where a saved page shows its boxes (docs/decisions/231): display, order, flex
 * direction and grid placement, from the page's own `<style>` sheets and inline styles. Nothing is fetched (a linked
 * sheet is not read) and nothing runs. Selectors other than tags, classes, ids and the descendant and child
 * combinators (attributes, pseudo-classes, siblings) are skipped, and so are at-rules with their blocks (`@media`).
 */

/** The properties kept: what places a flex or grid item. */
const PLACING = new Set([
  'display',
  'order',
  'flex-direction',
  'flex-flow',
  'grid-template-areas',
  'grid-template-columns',
  'grid-area',
  'grid-row',
  'grid-column',
  'grid-row-start',
  'grid-column-start',
]);

/** What a selector is matched against: an element's name, id, classes and parent. */
export interface Styled {
  name: string;
  id: string;
  classes: string[];
  parent: Styled | null;
}

interface Compound {
  tag: string | null;
  ids: string[];
  classes: string[];
}

interface Rule {
  /** Compounds from the outermost to the element's own; `combinators[i]` joins compound i and i + 1. */
  parts: Compound[];
  combinators: Array<' ' | '>'>;
  specificity: number;
  index: number;
  declarations: Array<[string, string]>;
}

/** The placing declarations of a declaration block (`order: 2; display: flex`), `!important` ignored. */
export function declarations(block: string): Array<[string, string]> {
  return block.split(';').flatMap((d): Array<[string, string]> => {
    const colon = d.indexOf(':');
    if (colon < 0) return [];
    const property = d.slice(0, colon).trim().toLowerCase();
    const value = d
      .slice(colon + 1)
      .replace(/!\s*important/i, '')
      .trim();
    return PLACING.has(property) && value ? [[property, value]] : [];
  });
}

function compound(text: string): Compound | null {
  const m = /^(\*|[a-z][\w-]*)?((?:[.#][\w-]+)*)$/i.exec(text);
  if (!m || text === '') return null;
  const rest = [...m[2]!.matchAll(/([.#])([\w-]+)/g)];
  return {
    tag: m[1] && m[1] !== '*' ? m[1].toLowerCase() : null,
    ids: rest.filter((r) => r[1] === '#').map((r) => r[2]!),
    classes: rest.filter((r) => r[1] === '.').map((r) => r[2]!),
  };
}

function selector(text: string, index: number, decls: Array<[string, string]>): Rule | null {
  const tokens = text
    .replace(/\s*>\s*/g, ' > ')
    .trim()
    .split(/\s+/);
  const parts: Compound[] = [];
  const combinators: Array<' ' | '>'> = [];
  let pending: ' ' | '>' | null = null;
  for (const token of tokens) {
    if (token === '>') {
      if (parts.length === 0 || pending === '>') return null;
      pending = '>';
      continue;
    }
    const c = compound(token);
    if (!c) return null;
    if (parts.length > 0) combinators.push(pending ?? ' ');
    parts.push(c);
    pending = null;
  }
  if (parts.length === 0 || pending) return null;
  const specificity = parts.reduce((s, p) => s + p.ids.length * 10_000 + p.classes.length * 100 + (p.tag ? 1 : 0), 0);
  return { parts, combinators, specificity, index, declarations: decls };
}

/** The index after the block that opens at `brace` (its braces balanced). */
function blockEnd(css: string, brace: number): number {
  let depth = 0;
  for (let i = brace; i < css.length; i++) {
    if (css[i] === '{') depth++;
    else if (css[i] === '}' && --depth === 0) return i + 1;
  }
  return css.length;
}

/** The rules of style sheets, in their order, that set a placing property. */
export function styleRules(sheets: string[]): Rule[] {
  const rules: Rule[] = [];
  for (const sheet of sheets) {
    const css = sheet.replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '');
    let at = 0;
    while (at < css.length) {
      const brace = css.indexOf('{', at);
      if (brace < 0) break;
      const prelude = css.slice(at, brace).trim();
      if (prelude.startsWith('@')) {
        const semicolon = css.indexOf(';', at);
        at = semicolon >= 0 && semicolon < brace ? semicolon + 1 : blockEnd(css, brace);
        continue;
      }
      const close = css.indexOf('}', brace);
      const end = close < 0 ? css.length : close;
      const decls = declarations(css.slice(brace + 1, end));
      if (decls.length > 0) {
        for (const text of prelude.split(',')) {
          const rule = selector(text, rules.length, decls);
          if (rule) rules.push(rule);
        }
      }
      at = end + 1;
    }
  }
  return rules;
}

function compoundMatches(c: Compound, el: Styled): boolean {
  return (c.tag === null || c.tag === el.name) && c.ids.every((id) => id === el.id) && c.classes.every((k) => el.classes.includes(k));
}

function matchesFrom(rule: Rule, k: number, el: Styled): boolean {
  if (!compoundMatches(rule.parts[k]!, el)) return false;
  if (k === 0) return true;
  if (rule.combinators[k - 1] === '>') return el.parent !== null && matchesFrom(rule, k - 1, el.parent);
  for (let p = el.parent; p; p = p.parent) if (matchesFrom(rule, k - 1, p)) return true;
  return false;
}

/** Rules looked up by the id, class or tag their last compound needs (`*` for none). */
export class StyleSheets {
  private readonly byKey = new Map<string, Rule[]>();

  constructor(rules: Rule[]) {
    for (const rule of rules) {
      const last = rule.parts[rule.parts.length - 1]!;
      const key = last.ids[0] ? `#${last.ids[0]}` : last.classes[0] ? `.${last.classes[0]}` : (last.tag ?? '*');
      this.byKey.set(key, [...(this.byKey.get(key) ?? []), rule]);
    }
  }

  get empty(): boolean {
    return this.byKey.size === 0;
  }

  /** The placing properties of an element: matching rules by specificity then order, its inline style last. */
  styleOf(el: Styled, inline: string | null): Map<string, string> {
    const keys = ['*', el.name, ...(el.id ? [`#${el.id}`] : []), ...el.classes.map((c) => `.${c}`)];
    const matching = [...new Set(keys.flatMap((k) => this.byKey.get(k) ?? []))]
      .filter((rule) => matchesFrom(rule, rule.parts.length - 1, el))
      .sort((a, b) => a.specificity - b.specificity || a.index - b.index);
    const style = new Map<string, string>();
    for (const rule of matching) for (const [p, v] of rule.declarations) style.set(p, v);
    if (inline) for (const [p, v] of declarations(inline)) style.set(p, v);
    return style;
  }
}
