/**
 * A saved page's elements as a tree, each with where it starts and ends in the source (docs/decisions/231), so that a
 * part of the page can be written out again in another order and the rest copied as it is. Tolerant as a browser is
 * of the usual omissions: an `li`, `dt`/`dd`, `tr`, `td`/`th` or `p` closed by the next one, a stray closing tag
 * ignored. Scripts, styles and the other dropped elements are opaque: their text is never parsed as markup.
 */
import type { Styled } from './html-css';
import { attribute, BLOCKS, DROPPED, skipElement, tagPattern, VOID } from './html-tags';

export interface HtmlElement extends Styled {
  attrs: string;
  parent: HtmlElement | null;
  children: HtmlNode[];
  /** Source offsets: the open tag is [start, openEnd), the content [openEnd, closeStart), the close tag to end. */
  start: number;
  openEnd: number;
  closeStart: number;
  end: number;
  style: Map<string, string>;
}

export interface HtmlText {
  text: string;
  start: number;
  end: number;
}

export type HtmlNode = HtmlElement | HtmlText;

export const isElement = (node: HtmlNode): node is HtmlElement => 'children' in node;

/** An opening tag of a key closes the nearest open element of its names, not looking past its scope. */
const IMPLIED: Record<string, { names: string[]; scope: string[] }> = {
  li: { names: ['li'], scope: ['ul', 'ol'] },
  dt: { names: ['dt', 'dd'], scope: ['dl'] },
  dd: { names: ['dt', 'dd'], scope: ['dl'] },
  tr: { names: ['tr', 'td', 'th'], scope: ['table', 'thead', 'tbody', 'tfoot'] },
  td: { names: ['td', 'th'], scope: ['tr', 'table'] },
  th: { names: ['td', 'th'], scope: ['tr', 'table'] },
  thead: { names: ['thead', 'tbody', 'tfoot'], scope: ['table'] },
  tbody: { names: ['thead', 'tbody', 'tfoot'], scope: ['table'] },
  tfoot: { names: ['thead', 'tbody', 'tfoot'], scope: ['table'] },
};

/** The head is not opaque here: its style sheets are read. */
const OPAQUE = new Set([...DROPPED].filter((n) => n !== 'head'));

/** The inline style of an element's attributes, if it has one. */
export const inlineStyle = (el: HtmlElement): string | null => attribute(el.attrs, 'style');

function element(name: string, attrs: string, parent: HtmlElement | null, start: number, openEnd: number): HtmlElement {
  return {
    name,
    attrs,
    id: attribute(attrs, 'id') ?? '',
    classes: (attribute(attrs, 'class') ?? '').split(/\s+/).filter(Boolean),
    parent,
    children: [],
    start,
    openEnd,
    closeStart: openEnd,
    end: openEnd,
    style: new Map(),
  };
}

/** The tree of a page, and the text of its style sheets (those for the screen) in their order. */
export function htmlTree(html: string): { root: HtmlElement; sheets: string[] } {
  const root = element('#document', '', null, 0, 0);
  const stack: HtmlElement[] = [root];
  const sheets: string[] = [];
  const top = () => stack[stack.length - 1]!;
  const closeTo = (index: number, at: number, closeEnd: number) => {
    while (stack.length > index) {
      const el = stack.pop()!;
      el.closeStart = at;
      el.end = stack.length === index ? closeEnd : at;
    }
  };
  const nearest = (names: string[], scope: string[]): number => {
    for (let i = stack.length - 1; i > 0; i--) {
      if (names.includes(stack[i]!.name)) return i;
      if (scope.includes(stack[i]!.name)) return -1;
    }
    return -1;
  };
  const tag = tagPattern();
  let at = 0;
  const addText = (end: number) => {
    if (end > at) top().children.push({ text: html.slice(at, end), start: at, end });
  };
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    addText(m.index);
    at = tag.lastIndex;
    const name = m[2]?.toLowerCase();
    if (!name) continue;
    if (m[1] === '/') {
      const open = nearest([name], name === 'table' ? [] : ['table']);
      if (open > 0) closeTo(open, m.index, tag.lastIndex);
      continue;
    }
    const implied = IMPLIED[name];
    const closing = implied ? nearest(implied.names, implied.scope) : top().name === 'p' && (BLOCKS.has(name) || name === 'table') ? stack.length - 1 : -1;
    if (closing > 0) closeTo(closing, m.index, m.index);
    const attrs = m[3] ?? '';
    const el = element(name, attrs, top(), m.index, tag.lastIndex);
    top().children.push(el);
    if (VOID.has(name) || attrs.trim().endsWith('/')) continue;
    if (OPAQUE.has(name)) {
      el.end = skipElement(html, tag.lastIndex, name);
      el.closeStart = el.end === html.length ? el.end : html.lastIndexOf('<', el.end - 1);
      const media = attribute(attrs, 'media');
      if (name === 'style' && (media === null || /\b(?:all|screen)\b/i.test(media))) sheets.push(html.slice(el.openEnd, el.closeStart));
      tag.lastIndex = at = el.end;
      continue;
    }
    stack.push(el);
  }
  addText(html.length);
  closeTo(1, html.length, html.length);
  root.closeStart = root.end = html.length;
  return { root, sheets };
}
