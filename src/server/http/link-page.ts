/** The small page an emailed link opens without signing in (unsubscribe, cancel a contract): a title, a body, a footer. */
import type { Context } from 'hono';
import { PRODUCT_NAME } from '../../common/brand';
import { escapeHtml } from '../modules/auth/emails';

export function linkPage(c: Context, status: 200 | 400 | 404, texts: { title: string; footer: string }, body: string) {
  return c.html(
    `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(texts.title)} · ${escapeHtml(PRODUCT_NAME)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:system-ui,Arial,sans-serif;color:#111">
<main style="max-width:480px;margin:48px auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 1px 3px rgba(0,0,0,.1)">
<p style="font-weight:700;color:#1d4ed8;margin:0 0 16px">${escapeHtml(PRODUCT_NAME)}</p>
<h1 style="font-size:22px;margin:0 0 16px">${escapeHtml(texts.title)}</h1>
${body}
<p style="color:#555;font-size:13px;margin-top:24px">${escapeHtml(texts.footer)}</p>
</main></body></html>`,
    status,
  );
}

/** A form that POSTs back to `action` with one button (a GET from a mail scanner never changes anything). */
export function confirmForm(action: string, button: string, hidden = ''): string {
  return `<form method="post" action="${escapeHtml(action)}">${hidden}
<button type="submit" style="background:#1d4ed8;color:#fff;border:0;border-radius:6px;padding:12px 20px;font-size:16px;font-weight:600;cursor:pointer">${escapeHtml(button)}</button></form>`;
}
