/**
 * Dispute rounds under /api/disputes (docs/api.md "Dispute rounds"): outcomes per item, the bureau's reply and the
 * proposals read from it or from a newer report. Mounted by the disputes router; the app's guard on /api/disputes/*
 * (requireSubscription with isOwnRecordRead) makes every call here a contracted service except the reads of the
 * person's own replies (GET /disputes/reviews and a reply's file: docs/decisions/160, 165).
 */
import { Hono } from 'hono';
import { DISPUTE_MESSAGES } from '../../../../common/disputes/messages';
import { nextRoundLetterSchema, outcomeRequestSchema, proposalDecisionSchema } from '../../../../common/rounds';
import { jsonBodyLimit } from '../../../http/json-limit';
import { currentUserId } from '../../../http/session';
import type { AppEnv } from '../../../http/types';
import { jsonBody } from '../../../http/validation';
import { perUserLimit } from '../../../http/per-user-limit';
import { readUpload } from '../../uploads/read-upload';
import { DISPUTE_WINDOW_SECONDS, DISPUTE_WRITES_PER_HOUR } from '../constants';
import type { DisputesDeps } from '../deps';
import { attachment, downloadResponse } from '../../../http/file-response';
import { itemNextActions } from './item-next-actions';
import { logOutcome, undoOutcome } from './log-outcome';
import { startNextRoundLetter } from './next-letter';
import { decideProposal, listReviews, readReplyFile, replyBureau, uploadReply } from './reviews';

export function roundsRoutes(deps: DisputesDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const json = jsonBodyLimit();
  // The same hourly budget as the other dispute writes (one limiter key).
  const write = perUserLimit(db, 'disputes', DISPUTE_WRITES_PER_HOUR, DISPUTE_WINDOW_SECONDS, DISPUTE_MESSAGES.tooManyWrites);

  app.post('/disputes/items/:id/outcome', json, write, jsonBody(outcomeRequestSchema), async (c) =>
    c.json({ item: await logOutcome(deps, currentUserId(c), c.req.param('id'), c.req.valid('json').result) }),
  );

  app.delete('/disputes/items/:id/outcome', write, async (c) => c.json({ item: await undoOutcome(deps, currentUserId(c), c.req.param('id')) }));

  app.get('/disputes/items/:id/next-actions', async (c) => c.json(await itemNextActions(db, currentUserId(c), c.req.param('id'))));

  app.post('/disputes/rounds/next-letter', json, write, jsonBody(nextRoundLetterSchema), async (c) =>
    c.json({ letter: await startNextRoundLetter(deps, currentUserId(c), c.req.valid('json')) }, 201),
  );

  app.get('/disputes/reviews', async (c) => c.json({ reviews: await listReviews(db, currentUserId(c)) }));

  // The upload reads its own body with the 10 MB limit and the report upload's refusal messages (readUpload).
  app.post('/disputes/replies', write, async (c) => {
    const bureau = replyBureau(c.req.query('bureau'));
    const upload = await readUpload(c.req.raw);
    // 202: stored, read by the read-reply job; GET /disputes/reviews shows it 'reading' until then.
    return c.json({ review: await uploadReply(deps, currentUserId(c), bureau, upload) }, 202);
  });

  app.get('/disputes/reviews/:id/file', async (c) => {
    const file = await readReplyFile(deps, currentUserId(c), c.req.param('id'));
    return downloadResponse(c, file.bytes, file.contentType, attachment(file.fileName));
  });

  app.post('/disputes/reviews/:id/proposals', json, write, jsonBody(proposalDecisionSchema), async (c) => {
    const body = c.req.valid('json');
    return c.json(await decideProposal(deps, currentUserId(c), c.req.param('id'), body.item_id, body.decision));
  });

  return app;
}
