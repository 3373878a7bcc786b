/**
 * Print (spec §5, §8, §9): a window of 800 × 800 opened at once (so a pop-up blocker sees the click), then the letter
 * loaded into it and printed 500 ms later. An approved letter prints its PDF; a draft prints its text.
 */
import { DISPUTE_TEXT } from './texts';

/** Spec §9: the print window and the delay before it prints. */
const PRINT_WINDOW = { width: 800, height: 800 } as const;
const PRINT_DELAY_MS = 500;

export class PrintError extends Error {}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function openPrintWindow(): Window {
  const win = window.open('', '_blank', `width=${PRINT_WINDOW.width},height=${PRINT_WINDOW.height}`);
  if (!win) throw new PrintError(DISPUTE_TEXT.popupBlocked);
  return win;
}

export async function printLetter(source: { pdf: () => Promise<Blob> } | { text: string; title: string }): Promise<void> {
  const win = openPrintWindow();
  try {
    if ('text' in source) {
      win.document.write(
        `<!doctype html><title>${escapeHtml(source.title)}</title><pre style="font:12pt/1.4 Georgia,serif;white-space:pre-wrap;margin:1in">${escapeHtml(source.text)}</pre>`,
      );
      win.document.close();
    } else {
      const blob = await source.pdf();
      win.location.href = URL.createObjectURL(blob);
    }
    setTimeout(() => {
      win.focus();
      win.print();
    }, PRINT_DELAY_MS);
  } catch (error) {
    win.close();
    throw error;
  }
}
