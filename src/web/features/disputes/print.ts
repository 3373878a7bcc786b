/**
 * Print (spec §5, §8, §9): a window of 800 × 800 opened at once (so a pop-up blocker sees the click), then the letter
 * loaded into it and printed 500 ms later. An approved letter prints its PDF; a draft prints its text.
 */
import { PRINT_DELAY_MS, PRINT_WINDOW } from '../../../common/disputes';
import { DISPUTE_TEXT } from './texts';

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
