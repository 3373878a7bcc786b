import { Hono } from 'hono';
import { deleteDraftLetter } from './delete-draft';
import { DISPUTE_MESSAGES } from '../../../common/disputes/messages';
import {
  approveLetterSchema,
  choiceRequestSchema,
  clearLetterSchema,
  createLetterSchema,
  customItemSchema,
  editLetterSchema,
  mailedSchema,
  regenerateSchema,
  statementSchema,
  statusUpdateSchema,
} from '../../../common/disputes/requests';
import { jsonBodyLimit } from '../../http/json-limit';
import { currentUserId } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { jsonBody } from '../../http/validation';
import { perUserLimit } from '../../http/per-user-limit';
import { readUpload } from '../uploads/read-upload';
import { approveLetter, markMailed } from './approve-letter';
import { attachment, downloadResponse } from '../../http/file-response';
import { DISPUTE_WINDOW_SECONDS, DISPUTE_WRITES_PER_HOUR } from './constants';
import { createCustomItem, createLetter, editLetter } from './create-letter';
import type { DisputesDeps } from './deps';
import { addExhibit, exhibitKind, readExhibit, readLetterPdf, removeExhibit } from './letter-files';
import { clearLetters, updateStatement, updateStatus } from './item-status';
import { listCandidates } from './list-candidates';
import { hasCompletedAnalysis, lawLibraryOf, letterDto, listItems, listLetters, ownLetter } from './list-disputes';
import { recordChoice } from './record-choice';
import { regenerateLetters } from './regenerate';
import { roundsRoutes } from './rounds/routes';

/** /api/disputes/* (docs/api.md "Disputes"). Expects requireSession in front. */
export function disputesRoutes(deps: DisputesDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const json = jsonBodyLimit();

  /** Counts one dispute write of the user; past the hourly cap, 429 before anything is read or written. */
  const write = perUserLimit(db, 'disputes', DISPUTE_WRITES_PER_HOUR, DISPUTE_WINDOW_SECONDS, DISPUTE_MESSAGES.tooManyWrites);

  app.route('/', roundsRoutes(deps));

  // Spec "List disputes": only when a completed analysis exists.
  app.get('/disputes', async (c) => {
    const userId = currentUserId(c);
    const has = await hasCompletedAnalysis(db, userId);
    const items = has ? await listItems(db, userId) : [];
    return c.json({ has_completed_analysis: has, items, letters: has ? await listLetters(db, userId) : [], laws: lawLibraryOf(items) });
  });

  app.get('/disputes/candidates', async (c) => {
    const analysisId = c.req.query('analysis_id') ?? '';
    return c.json({ analysis_id: analysisId, candidates: await listCandidates(db, currentUserId(c), analysisId) });
  });

  app.post('/disputes/choices', json, write, jsonBody(choiceRequestSchema), async (c) =>
    c.json(await recordChoice(deps, currentUserId(c), c.req.valid('json'))),
  );

  app.patch('/disputes/items/:id/status', json, write, jsonBody(statusUpdateSchema), async (c) =>
    c.json({ item: await updateStatus(deps, currentUserId(c), c.req.param('id'), c.req.valid('json').status) }),
  );

  app.patch('/disputes/items/:id/statement', json, write, jsonBody(statementSchema), async (c) =>
    c.json({ item: await updateStatement(deps, currentUserId(c), c.req.param('id'), c.req.valid('json').statement) }),
  );

  app.post('/disputes/clear-letter', json, write, jsonBody(clearLetterSchema), async (c) =>
    c.json({ items: await clearLetters(deps, currentUserId(c), c.req.valid('json').item_ids) }),
  );

  app.post('/disputes/regenerate', json, write, jsonBody(regenerateSchema), async (c) => {
    const { itemIds } = await regenerateLetters(deps, currentUserId(c), c.req.valid('json').item_ids);
    return c.json({ scheduled: true, item_ids: itemIds }, 202);
  });

  app.post('/disputes/custom', json, write, jsonBody(customItemSchema), async (c) =>
    c.json({ item: await createCustomItem(deps, currentUserId(c), c.req.valid('json')) }, 201),
  );

  app.get('/disputes/letters', async (c) => c.json({ letters: await listLetters(db, currentUserId(c)) }));

  app.post('/disputes/letters', json, write, jsonBody(createLetterSchema), async (c) =>
    c.json({ letter: await createLetter(deps, currentUserId(c), c.req.valid('json')) }, 201),
  );

  app.get('/disputes/letters/:id', async (c) => {
    const userId = currentUserId(c);
    return c.json({ letter: await letterDto(db, userId, await ownLetter(db, userId, c.req.param('id'))) });
  });

  app.patch('/disputes/letters/:id', json, write, jsonBody(editLetterSchema), async (c) =>
    c.json({ letter: await editLetter(deps, currentUserId(c), c.req.param('id'), c.req.valid('json')) }),
  );

  app.delete('/disputes/letters/:id', write, async (c) => c.json({ deleted: await deleteDraftLetter(deps, currentUserId(c), c.req.param('id')) }));

  app.post('/disputes/letters/:id/approve', json, write, jsonBody(approveLetterSchema), async (c) =>
    c.json({ letter: await approveLetter(deps, currentUserId(c), c.req.param('id'), c.req.valid('json')) }),
  );

  app.post('/disputes/letters/:id/mailed', json, write, jsonBody(mailedSchema), async (c) =>
    c.json({ letter: await markMailed(deps, currentUserId(c), c.req.param('id'), c.req.valid('json').mailed_date) }),
  );

  app.get('/disputes/letters/:id/pdf', async (c) => {
    const file = await readLetterPdf(deps, currentUserId(c), c.req.param('id'));
    return downloadResponse(c, file.bytes, 'application/pdf', attachment(file.fileName, c.req.query('inline') === '1'));
  });

  // The upload reads its own body with the 10 MB limit (readUpload), not under the JSON limit.
  app.post('/disputes/letters/:id/exhibits', write, async (c) => {
    const userId = currentUserId(c);
    const kind = exhibitKind(c.req.query('kind'));
    await ownLetter(db, userId, c.req.param('id'));
    const upload = await readUpload(c.req.raw);
    return c.json({ letter: await addExhibit(deps, userId, c.req.param('id'), kind, upload) }, 201);
  });

  app.get('/disputes/letters/:id/exhibits/:exhibitId', async (c) => {
    const file = await readExhibit(deps, currentUserId(c), c.req.param('id'), c.req.param('exhibitId'));
    return downloadResponse(c, file.bytes, file.contentType, attachment(file.fileName));
  });

  app.delete('/disputes/letters/:id/exhibits/:exhibitId', write, async (c) =>
    c.json({ letter: await removeExhibit(deps, currentUserId(c), c.req.param('id'), c.req.param('exhibitId')) }),
  );

  return app;
}
