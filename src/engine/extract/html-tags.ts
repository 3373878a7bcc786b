/** The HTML element sets and the tag pattern the saved-page reader (html.ts) and its shown-order pass (html-shown.ts) share. */

export const DROPPED = new Set(['script', 'style', 'noscript', 'template', 'svg', 'math', 'iframe', 'object', 'head', 'textarea', 'select', 'button']);
export const BLOCKS = new Set([
  'p',
  'div',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'nav',
  'aside',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'dl',
  'form',
  'fieldset',
  'blockquote',
  'pre',
  'address',
  'figure',
  'figcaption',
  'hr',
  'caption',
  'legend',
  'body',
  'html',
  'center',
]);
export const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);

/** An attribute list that hides its element (`hidden`, `aria-hidden="true"`, `display:none`, `visibility:hidden`). */
export function hides(attrs: string): boolean {
  return /(?:^|\s)hidden(?:\s|=|$)|aria-hidden\s*=\s*["']?true|display\s*:\s*none|visibility\s*:\s*hidden/i.test(attrs);
}

/** Elements whose content sections of their own (a footer inside one is that part's, not the page's). */
export const SECTIONING = new Set(['article', 'section']);

/**
 * The site's furniture, never report content: navigation, and the page's own footer (outside every article and
 * section). Their links ("Bankruptcy help", "Public records") would otherwise read as headings and records.
 */
export function isFurniture(name: string, attrs: string, sectioning: number): boolean {
  if (name === 'nav' || /\brole\s*=\s*["']?navigation\b/i.test(attrs)) return true;
  return sectioning === 0 && (name === 'footer' || /\brole\s*=\s*["']?contentinfo\b/i.test(attrs));
}

/** The index after the end of an element whose content is skipped (`name` nested inside itself counted). */
export function skipElement(html: string, from: number, name: string): number {
  const re = new RegExp(`<(/?)${name}\\b[^>]*>`, 'gi');
  re.lastIndex = from;
  let depth = 1;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    if (m[1]) depth--;
    else if (!m[0].endsWith('/>')) depth++;
    if (depth === 0) return re.lastIndex;
  }
  return html.length;
}

/**
 * A tag, comment, CDATA or declaration: groups 1 (`/` of a closing tag), 2 (the name) and 3 (the attributes). A new
 * pattern each call: it is used with `lastIndex`.
 */
export function tagPattern(): RegExp {
  return /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<[!?][^>]*>|<(\/?)([a-zA-Z][\w:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
}

/** The value of attribute `name` in an attribute list (`""` when it has none), or null when it is absent. */
export function attribute(attrs: string, name: string): string | null {
  const m = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(attrs);
  return m ? (m[1] ?? m[2] ?? m[3] ?? '') : null;
}

/** Input types whose `value` a browser shows in the field's box (not a choice, a button, a file or a secret). */
const VALUE_TYPES = /^(?:text|date|month|week|time|datetime-local|number|email|tel|url|search)$/;

/**
 * What a form field shows when the page was saved with its values (a readonly `<input value="$5,342">` beside its
 * `<label>`): the `value` attribute as written (a date field's ISO date), entities not yet decoded; null when the
 * element is no such field or shows nothing (no value: a `placeholder` is a hint, not a value).
 */
export function fieldValue(name: string, attrs: string): string | null {
  if (name !== 'input' || hides(attrs)) return null;
  const type = (attribute(attrs, 'type') ?? '').trim().toLowerCase() || 'text';
  const value = VALUE_TYPES.test(type) ? (attribute(attrs, 'value') ?? '').trim() : '';
  return value || null;
}
