/**
 * An entry cut by a page break goes on at the top of the next page under its name again, marked as continued:
 * "NAME (continued)", "NAME (cont.)", "NAME - continued". Such a line repeats the open entry's name: it neither
 * opens a new entry nor continues the value printed before the break.
 */
/** The mark itself: "(continued)", "(cont.)", "(cont'd)", "- continued", ", continued". */
export const CONTINUED_MARK = String.raw`(?:\(\s*(?:continued|cont(?:'d|\.)?)\s*\)|[-–—]\s*continued|,\s*continued)`;
const CONTINUED = new RegExp(String.raw`\s*${CONTINUED_MARK}\s*$`, 'i');

const nameKey = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** Whether `line` is the entry named `name` marked as continued. */
export function continuesEntry(line: string, name: string | null | undefined): boolean {
  if (!name || !CONTINUED.test(line)) return false;
  const key = nameKey(line.replace(CONTINUED, ''));
  return key.length > 0 && key === nameKey(name);
}
