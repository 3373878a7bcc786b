import { Hono } from 'hono';
import { BUREAUS, UPLOAD_TARGETS, type Bureau, type UploadTarget } from '../../../common/analysis';
import { AppError } from '../../errors';
import { closeConnectionOnRefusal } from '../../http/close-on-refusal';
import { attachment, downloadResponse } from '../../http/file-response';
import { jsonBodyLimit } from '../../http/json-limit';
import { perUserLimit } from '../../http/per-user-limit';
import { jsonWithEtag, jsonWithVersion } from '../../http/etag';
import { currentUserId } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { jsonBody } from '../../http/validation';
import { readUpload } from '../uploads/read-upload';
import { correctionRequestSchema } from '../../../common/review';
import { REVIEW_WINDOW_SECONDS, REVIEW_WRITES_PER_HOUR, TOO_MANY_REVIEW_WRITES_MESSAGE } from './constants';
import { correctScore, scoreCorrectionSchema } from './correct-score';
import type { AnalysesDeps } from './deps';
import { advise } from '../advice/with-advice';
import { toAnalysisDto } from './dto';
import { getOwnAnalysis } from './get-analysis';
import { listAnalysesWithVersion, listVersion } from './list-analyses';
import { listStatuses } from './list-statuses';
import { readAnalysisFile } from './read-file';
import { recoverAnalyses } from './recover-analyses';
import { regenerateStrategy } from './regenerate-strategy';
import { restartAnalysis } from './restart-analysis';
import { addCorrection } from './review/add-correction';
import { getReview } from './review/get-review';
import { removeCorrection } from './review/remove-correction';
import { hasAnalyses } from './has-analyses';
import { confirmOwner } from './report-owner';
import { ownerConfirmationSchema } from '../../../common/report-owner';
import { guardedUpload } from './upload-guard';
import { parseIdempotencyKey } from './upload-idempotency';
import { IDEMPOTENCY_KEY_HEADER, MAX_REPORT_PAGES, REPORT_INVALID_FILE_TYPE_MESSAGE, REPORT_PAGES_MESSAGE } from '../../../common/uploads';

const BUREAU_MESSAGE = `Choose one of: ${UPLOAD_TARGETS.join(', ')}.`;

/** A report: one PDF, photo or saved web page, or up to 20 photos of its pages (docs/decisions/188). */
const REPORT_UPLOAD = {
  kinds: ['pdf', 'jpeg', 'png', 'html', 'mhtml'],
  invalidMessage: REPORT_INVALID_FILE_TYPE_MESSAGE,
  maxFiles: MAX_REPORT_PAGES,
  pagesMessage: REPORT_PAGES_MESSAGE,
} as const;

function uploadTarget(value: string | undefined): UploadTarget {
  if (!value || !(UPLOAD_TARGETS as readonly string[]).includes(value)) {
    throw new AppError('VALIDATION_ERROR', BUREAU_MESSAGE, { fields: { bureau: BUREAU_MESSAGE } });
  }
  return value as UploadTarget;
}

function bureauFilter(value: string | undefined): Bureau[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const list = value.split(',').map((b) => b.trim());
  if (list.some((b) => !(BUREAUS as readonly string[]).includes(b))) {
    const message = `Choose bureaus among: ${BUREAUS.join(', ')}.`;
    throw new AppError('VALIDATION_ERROR', message, { fields: { bureaus: message } });
  }
  return [...new Set(list)] as Bureau[];
}

/** /api/analyses/* (docs/api.md "Analyses"). Expects requireSession in front. */
export function analysesRoutes(deps: AnalysesDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const jsonLimit = jsonBodyLimit();

  // The reads the screens poll answer 304 to an If-None-Match of the same answer (docs/decisions/095).
  app.get('/analyses/exists', async (c) => jsonWithEtag(c, { hasAnalyses: await hasAnalyses(db, currentUserId(c)) }));

  // The list is the heavy read (a summary of each report): unchanged rows answer 304 from their versions alone.
  app.get('/analyses', async (c) => {
    const userId = currentUserId(c);
    return jsonWithVersion(
      c,
      () => listVersion(db, userId),
      async () => {
        const { analyses, version } = await listAnalysesWithVersion(db, userId);
        return { value: { analyses }, version };
      },
    );
  });

  app.get('/analyses/status', async (c) => {
    const bureaus = bureauFilter(c.req.query('bureaus'));
    return jsonWithEtag(c, { analyses: await listStatuses(db, currentUserId(c), bureaus) });
  });

  // The upload reads its own body with the 10 MB limit (readUpload), not under the JSON limit.
  app.post('/analyses/upload', closeConnectionOnRefusal(), async (c) => {
    const userId = currentUserId(c);
    const target = uploadTarget(c.req.query('bureau'));
    const key = parseIdempotencyKey(c.req.header(IDEMPOTENCY_KEY_HEADER));
    const { answer, replay } = await guardedUpload(deps, userId, target, key, () => readUpload(c.req.raw, REPORT_UPLOAD));
    if (replay) c.header('Idempotent-Replayed', 'true');
    return c.json(answer, 201);
  });

  app.post('/analyses/recover', jsonLimit, async (c) => c.json(await recoverAnalyses(deps, currentUserId(c))));

  app.get('/analyses/:id', async (c) => {
    const userId = currentUserId(c);
    const [row] = await advise(db, userId, [await getOwnAnalysis(db, userId, c.req.param('id'))]);
    return jsonWithEtag(c, { analysis: toAnalysisDto(row!) });
  });

  app.post('/analyses/:id/restart', jsonLimit, async (c) => c.json({ analysis: await restartAnalysis(deps, currentUserId(c), c.req.param('id')) }));

  app.post('/analyses/:id/strategy', jsonLimit, async (c) =>
    c.json({
      analysis: await regenerateStrategy(
        db,
        currentUserId(c),
        c.req.param('id'),
        new Date(),
        deps.enrichStrategy ? { run: deps.enrichStrategy, signal: c.req.raw.signal } : undefined,
      ),
    }),
  );

  // Whose report it is (decision 189): the person confirms a report naming someone else is theirs, in their words.
  app.post('/analyses/:id/owner', jsonLimit, jsonBody(ownerConfirmationSchema), async (c) =>
    c.json({ analyses: await confirmOwner(db, currentUserId(c), c.req.param('id'), c.req.valid('json')) }),
  );

  app.put('/analyses/:id/score', jsonLimit, jsonBody(scoreCorrectionSchema), async (c) =>
    c.json({ analysis: await correctScore(db, currentUserId(c), c.req.param('id'), c.req.valid('json').score) }),
  );

  const reviewWrite = perUserLimit(db, 'review', REVIEW_WRITES_PER_HOUR, REVIEW_WINDOW_SECONDS, TOO_MANY_REVIEW_WRITES_MESSAGE);

  app.get('/analyses/:id/review', async (c) => c.json({ review: await getReview(db, currentUserId(c), c.req.param('id')) }));

  app.post('/analyses/:id/corrections', jsonLimit, reviewWrite, jsonBody(correctionRequestSchema), async (c) =>
    c.json(await addCorrection(db, currentUserId(c), c.req.param('id'), c.req.valid('json')), 201),
  );

  app.delete('/analyses/:id/corrections/:correctionId', reviewWrite, async (c) =>
    c.json(await removeCorrection(db, currentUserId(c), c.req.param('id'), c.req.param('correctionId'))),
  );

  app.get('/analyses/:id/file', async (c) => {
    const file = await readAnalysisFile(db, deps.storage, currentUserId(c), c.req.param('id'));
    return downloadResponse(c, file.bytes, file.contentType, attachment(file.fileName));
  });

  return app;
}
