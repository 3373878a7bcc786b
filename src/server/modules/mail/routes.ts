/** Certified mail and tracking (docs/api.md "Certified mail"); the Lob webhook is mounted apart (no session). */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { deliveredSchema, MAIL_MESSAGES, sendMailSchema } from '../../../common/mail';
import { AppError } from '../../errors';
import { jsonBodyLimit } from '../../http/json-limit';
import { currentUserId } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { jsonBody } from '../../http/validation';
import { DISPUTE_WINDOW_SECONDS, DISPUTE_WRITES_PER_HOUR } from '../disputes/constants';
import { perUserLimit } from '../../http/per-user-limit';
import { MAIL_SENDS_PER_HOUR, MAIL_WINDOW_SECONDS, WEBHOOK_BODY_LIMIT_BYTES } from './constants';
import type { MailDeps } from './deps';
import { attachment, downloadResponse } from '../../http/file-response';
import { readMailedPdf } from './mailed-pdf';
import { recordDelivered } from './record-delivered';
import { sendCertifiedMail } from './send-letter';
import { itemTracking, letterTracking } from './tracking';
import { undoSend } from './undo-send';
import { receiveLobEvent } from './webhook';

/** Under /api, after requireSession and requireSubscription on /disputes/* (paid, decision 064). */
export function mailRoutes(deps: MailDeps) {
  const app = new Hono<AppEnv>();
  const json = jsonBodyLimit();
  // Each send or undo calls Lob (and a send mails a letter and an email): counted apart from other dispute writes.
  const send = perUserLimit(deps.db, 'certified-mail', MAIL_SENDS_PER_HOUR, MAIL_WINDOW_SECONDS, MAIL_MESSAGES.tooManySends);
  const write = perUserLimit(deps.db, 'disputes', DISPUTE_WRITES_PER_HOUR, DISPUTE_WINDOW_SECONDS);

  app.get('/disputes/mail', (c) => c.json({ certified_mail_available: deps.provider.offersCertifiedMail }));

  app.post('/disputes/letters/:id/certified-mail', json, send, jsonBody(sendMailSchema), async (c) =>
    c.json(await sendCertifiedMail(deps, currentUserId(c), c.req.param('id'), c.req.valid('json')), 201),
  );

  app.delete('/disputes/letters/:id/certified-mail', send, async (c) =>
    c.json({ letter: await undoSend(deps, currentUserId(c), c.req.param('id')), message: MAIL_MESSAGES.undone }),
  );

  app.get('/disputes/letters/:id/tracking', async (c) => c.json({ tracking: await letterTracking(deps, currentUserId(c), c.req.param('id')) }));

  app.get('/disputes/letters/:id/mailed-pdf', async (c) => {
    const file = await readMailedPdf(deps, currentUserId(c), c.req.param('id'));
    return downloadResponse(c, file.bytes, 'application/pdf', attachment(file.fileName));
  });

  app.get('/disputes/items/:id/tracking', async (c) => c.json({ tracking: await itemTracking(deps, currentUserId(c), c.req.param('id')) }));

  app.post('/disputes/letters/:id/delivered', json, write, jsonBody(deliveredSchema), async (c) =>
    c.json({ tracking: await recordDelivered(deps, currentUserId(c), c.req.param('id'), c.req.valid('json')) }),
  );

  return app;
}

/** POST /api/webhooks/lob: no session, no same-origin check (Lob calls it); the signature is the check. */
export function lobWebhookRoutes(deps: MailDeps) {
  const app = new Hono<AppEnv>();
  const limit = bodyLimit({
    maxSize: WEBHOOK_BODY_LIMIT_BYTES,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE');
    },
  });
  app.post('/webhooks/lob', limit, async (c) => {
    const outcome = await receiveLobEvent(deps, await c.req.text(), {
      signature: c.req.header('lob-signature'),
      timestamp: c.req.header('lob-signature-timestamp'),
    });
    return c.json({ received: true, outcome });
  });
  return app;
}
