/**
 * Text as it may leave the engine: without control characters (a NUL, which PostgreSQL's jsonb refuses, or the
 * other C0/C1 codes some PDF generators put in their text) and without lone UTF-16 surrogates (also refused by
 * jsonb). Tabs and line breaks stay. Applied to the text layer as it is read and to every string of the output.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function cleanText(text: string): string {
  return text.replace(CONTROL, '').replace(LONE_SURROGATE, '\uFFFD');
}
