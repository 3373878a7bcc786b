/**
 * pdfjs-dist's legacy build, which the engine reads PDFs with (in this process for dispute replies), carries
 * core-js and replaces built-ins that Node 20 already has with JavaScript versions: JSON.stringify and JSON.parse
 * (for JSON.rawJSON), Array.prototype.push (an edge case of V8 before 12) and Function.prototype.toString. Every
 * answer, log line and database row then goes through them: the polyfilled JSON.stringify alone was a tenth of the
 * polled reads' CPU (docs/decisions/140).
 *
 * Imported before anything that loads pdfjs (first import of server.ts and worker.ts), this module records the
 * built-ins as they are; restoreNativeBuiltins() puts back any that were replaced since, and keeps what core-js
 * added (methods Node 20 lacks, which pdfjs may use).
 */
type Owner = object;

function builtinOwners(): Owner[] {
  const owners: Owner[] = [globalThis];
  for (const name of Object.getOwnPropertyNames(globalThis)) {
    const value = (globalThis as Record<string, unknown>)[name];
    if (typeof value === 'function') {
      owners.push(value);
      if (value.prototype && typeof value.prototype === 'object') owners.push(value.prototype as object);
    } else if (value && typeof value === 'object' && /^[A-Z]/.test(name)) owners.push(value);
  }
  return owners;
}

const recorded = builtinOwners().map((owner) => ({
  owner,
  descriptors: new Map(Reflect.ownKeys(owner).map((key) => [key, Object.getOwnPropertyDescriptor(owner, key)!])),
}));

const sameDescriptor = (a: PropertyDescriptor, b: PropertyDescriptor) => Object.is(a.value, b.value) && a.get === b.get && a.set === b.set;

/** Puts back every recorded built-in that was replaced since this module loaded; returns their names. */
export function restoreNativeBuiltins(): string[] {
  const restored: string[] = [];
  for (const { owner, descriptors } of recorded) {
    for (const [key, before] of descriptors) {
      const now = Object.getOwnPropertyDescriptor(owner, key);
      if (!now || sameDescriptor(before, now) || !now.configurable) continue;
      Object.defineProperty(owner, key, before);
      restored.push(String(key));
    }
  }
  return restored;
}
