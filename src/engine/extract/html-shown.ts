/**
 * A saved page in the order it is shown, not the order of its markup (docs/decisions/231). The page's own CSS (never a
 * script) places flex and grid items: `order`, a reversed flex direction and grid areas or lines reorder them; a row
 * of boxes side by side is a row of cells; and a row of columns, each a stack of boxes (a label column, then a value
 * column a bureau, written one column at a time), is a table whose rows take each column's box of the same index. The
 * page is written out again as HTML with only those parts rewritten (a table where boxes stand side by side), so the
 * reader of html.ts sanitizes and lays it out as before; a page without flex or grid is returned as it is.
 */
import { StyleSheets, styleRules } from './html-css';
import { BLOCKS, DROPPED, fieldValue, hides, isFurniture, VOID } from './html-tags';
import { htmlTree, inlineStyle, isElement, type HtmlElement, type HtmlNode } from './html-tree';

/** Containers read by their own markup: tables, lists, definition lists. */
const STRUCTURED = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'ul', 'ol', 'dl', 'select']);
const BOXES = new Set([...BLOCKS, ...STRUCTURED, 'li', 'dt', 'dd']);
const BOX_DISPLAY = /^(?:block|flex|grid|table|list-item|flow-root)\b/;

type Kind = 'columns' | 'cells' | 'reorder' | null;

interface Plan {
  kind: Kind;
  /** The element's items (boxes and text) in shown order, for a flex or grid container. */
  items: HtmlNode[];
  /** This element or one inside it is rewritten. */
  changed: boolean;
}

const display = (el: HtmlElement) => (el.style.get('display') ?? '').toLowerCase();
const isFlex = (el: HtmlElement) => /^(?:inline-)?flex\b/.test(display(el));
const isGrid = (el: HtmlElement) => /^(?:inline-)?grid\b/.test(display(el));
const isBox = (el: HtmlElement) => BOXES.has(el.name) || BOX_DISPLAY.test(display(el));
const blank = (node: HtmlNode) => !isElement(node) && node.text.trim() === '';

/** A form field that shows a value: an input with one (html-tags `fieldValue`), a text area. */
const isField = (el: HtmlElement) => el.name === 'textarea' || fieldValue(el.name, el.attrs) !== null;

/** The boxes a container lays out: elements that show something (a form field with its value too), and runs of text. */
function itemsOf(el: HtmlElement): HtmlNode[] {
  return el.children.filter((c) =>
    isElement(c) ? (isField(c) || (!DROPPED.has(c.name) && !VOID.has(c.name))) && !hides(c.attrs) && display(c) !== 'none' : !blank(c),
  );
}

/** No box inside: its text runs on as one cell. */
function isLeaf(node: HtmlNode): boolean {
  return !isElement(node) || node.children.every((c) => !isElement(c) || (!isBox(c) && isLeaf(c)));
}

function direction(el: HtmlElement): string {
  const flow = el.style.get('flex-direction') ?? el.style.get('flex-flow') ?? '';
  return /\b(?:row|column)(?:-reverse)?\b/.exec(flow.toLowerCase())?.[0] ?? 'row';
}

/** The rows of `grid-template-areas`, each a list of area names. */
function areaRows(el: HtmlElement): string[][] {
  return [...(el.style.get('grid-template-areas') ?? '').matchAll(/"([^"]*)"|'([^']*)'/g)].map((m) => (m[1] ?? m[2] ?? '').trim().split(/\s+/));
}

/** How many column tracks `grid-template-columns` makes (0 when it repeats to fill). */
function trackCount(el: HtmlElement): number {
  const value = (el.style.get('grid-template-columns') ?? '').replace(/\[[^\]]*\]/g, ' ');
  if (/auto-(?:fill|fit)/.test(value)) return 0;
  let count = 0;
  const rest = value.replace(/repeat\(\s*(\d+)\s*,((?:[^()]|\([^()]*\))*)\)/g, (_, n: string, inner: string) => {
    count += Number(n) * topLevel(inner).length;
    return ' ';
  });
  return count + topLevel(rest).length;
}

/** Space-separated values, a parenthesised one (`minmax(0, 1fr)`) kept whole. */
function topLevel(value: string): string[] {
  return value.match(/[^\s()]+(?:\([^()]*\))?|\([^()]*\)/g) ?? [];
}

/** A grid item's row and column, from its area's name in the template or its line numbers; null where auto-placed. */
function gridPlace(item: HtmlElement, areas: string[][]): [number, number] | null {
  const area = item.style.get('grid-area');
  if (area && /^[a-z_-][\w-]*$/i.test(area)) {
    const row = areas.findIndex((r) => r.includes(area));
    return row < 0 ? null : [row + 1, areas[row]!.indexOf(area) + 1];
  }
  const line = (value: string | undefined) => (value ? Number(/^\s*(-?\d+)/.exec(value)?.[1] ?? NaN) : NaN);
  const [areaRow, areaColumn] = (area ?? '').split('/');
  const row = line(item.style.get('grid-row-start') ?? item.style.get('grid-row') ?? areaRow);
  const column = line(item.style.get('grid-column-start') ?? item.style.get('grid-column') ?? areaColumn);
  return Number.isNaN(row) && Number.isNaN(column) ? null : [Number.isNaN(row) ? 1 : row, Number.isNaN(column) ? 1 : column];
}

const orderOf = (node: HtmlNode) => (isElement(node) ? Number.parseInt(node.style.get('order') ?? '0', 10) || 0 : 0);

/** A flex or grid container's items as shown: by grid position where placed, else by `order`, then markup order. */
function shownItems(el: HtmlElement): HtmlNode[] {
  const items = itemsOf(el);
  const byOrder = (a: HtmlNode, b: HtmlNode) => orderOf(a) - orderOf(b);
  if (isFlex(el)) {
    const sorted = [...items].sort(byOrder);
    return direction(el).endsWith('-reverse') ? sorted.reverse() : sorted;
  }
  const areas = areaRows(el);
  const places = new Map(items.map((item) => [item, isElement(item) ? gridPlace(item, areas) : null]));
  const placed = items.filter((i) => places.get(i));
  const key = (i: HtmlNode) => places.get(i)!;
  placed.sort((a, b) => key(a)[0] - key(b)[0] || key(a)[1] - key(b)[1] || byOrder(a, b));
  return [...placed, ...items.filter((i) => !places.get(i)).sort(byOrder)];
}

/** The items stand side by side in one row. */
function inOneRow(el: HtmlElement, items: HtmlNode[]): boolean {
  if (isFlex(el)) return direction(el).startsWith('row');
  const areas = areaRows(el);
  if (areas.length > 1) return false;
  return items.length <= Math.max(trackCount(el), areas[0]?.length ?? 0);
}

/** Each item a column of the same number (two or more) of boxes that hold text only. */
function isColumns(items: HtmlNode[]): boolean {
  const cells = items.map((c) => (isElement(c) && c.children.every((n) => isElement(n) || blank(n)) ? cellsOf(c) : []));
  const n = cells[0]?.length ?? 0;
  return n >= 2 && cells.every((col) => col.length === n && col.every((cell) => isElement(cell) && isBox(cell) && isLeaf(cell)));
}

function cellsOf(column: HtmlElement): HtmlNode[] {
  return isFlex(column) || isGrid(column) ? shownItems(column) : itemsOf(column);
}

/** Reads pages in the order a browser shows them. */
class ShownPage {
  private readonly plans = new Map<HtmlElement, Plan>();

  constructor(private readonly html: string) {}

  plan(el: HtmlElement): Plan {
    const known = this.plans.get(el);
    if (known) return known;
    let changed = false;
    for (const child of el.children) if (isElement(child) && this.plan(child).changed) changed = true;
    const plan: Plan = { kind: null, items: [], changed };
    if ((isFlex(el) || isGrid(el)) && !STRUCTURED.has(el.name) && !hides(el.attrs) && !isFurniture(el.name, el.attrs, 0)) {
      plan.items = shownItems(el);
      const markup = itemsOf(el);
      const row = plan.items.length >= 2 && inOneRow(el, plan.items);
      if (row && isColumns(plan.items)) plan.kind = 'columns';
      else if (row && plan.items.every(isLeaf)) plan.kind = 'cells';
      else if (plan.items.some((item, i) => item !== markup[i])) plan.kind = 'reorder';
      plan.changed ||= plan.kind !== null;
    }
    this.plans.set(el, plan);
    return plan;
  }

  private source(node: HtmlNode): string {
    return this.html.slice(node.start, node.end);
  }

  emit(el: HtmlElement): string {
    const plan = this.plan(el);
    if (!plan.changed) return this.source(el);
    const open = this.html.slice(el.start, el.openEnd);
    const close = this.html.slice(el.closeStart, el.end);
    if (plan.kind === 'columns') return `${open}${this.columnsTable(plan.items as HtmlElement[])}${close}`;
    if (plan.kind === 'reorder') return `${open}${this.sequence(plan.items.map((item) => ({ gap: '', item })))}${close}`;
    // unchanged children stay in the gaps, copied from the source
    const parts: Array<{ gap: string; item: HtmlNode }> = [];
    let at = el.openEnd;
    for (const child of el.children) {
      if (!isElement(child) || !this.plan(child).changed) continue;
      parts.push({ gap: this.html.slice(at, child.start), item: child });
      at = child.end;
    }
    return `${open}${this.sequence(parts)}${this.html.slice(at, el.closeStart)}${close}`;
  }

  /** Items one after another; rows of cells next to each other make one table, so their columns line up. */
  private sequence(parts: Array<{ gap: string; item: HtmlNode }>): string {
    let out = '';
    let inTable = false;
    for (const { gap, item } of parts) {
      const cells = isElement(item) && this.plan(item).kind === 'cells';
      if (inTable && (!cells || gap.trim() !== '')) {
        out += '</table>';
        inTable = false;
      }
      out += gap;
      if (cells) {
        if (!inTable) out += '<table>';
        inTable = true;
        out += `<tr>${this.plan(item)
          .items.map((cell) => `<td>${this.box(cell)}</td>`)
          .join('')}</tr>`;
      } else out += isElement(item) && isBox(item) ? this.emit(item) : `<div>${this.box(item)}</div>`;
    }
    return inTable ? `${out}</table>` : out;
  }

  private box(node: HtmlNode): string {
    return isElement(node) ? this.emit(node) : node.text;
  }

  /** Columns of boxes as a table: row k holds every column's k-th box. */
  private columnsTable(columns: HtmlElement[]): string {
    const cells = columns.map(cellsOf);
    const rows = cells[0]!.map((_, k) => `<tr>${cells.map((col) => `<td>${this.box(col[k]!)}</td>`).join('')}</tr>`);
    return `<table>${rows.join('')}</table>`;
  }
}

/** The page's HTML with its flex and grid parts written in the order, and the rows and columns, it shows them. */
export function shownOrder(html: string): string {
  if (!/display\s*:\s*(?:inline-)?(?:flex|grid)\b/i.test(html)) return html;
  const { root, sheets } = htmlTree(html);
  const sheet = new StyleSheets(styleRules(sheets));
  const style = (el: HtmlElement) => {
    for (const child of el.children) {
      if (!isElement(child)) continue;
      child.style = sheet.styleOf(child, inlineStyle(child));
      style(child);
    }
  };
  style(root);
  return new ShownPage(html).emit(root);
}
