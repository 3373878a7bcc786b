import { Hono, type Context } from 'hono';
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
import { correctionRequestSchema, entryCorrectionRequestSchema } from '../../../common/review';
import { REVIEW_WINDOW_SECONDS, REVIEW_WRITES_PER_HOUR, TOO_MANY_REVIEW_WRITES_MESSAGE } from './constants';
import { correctScore, scoreCorrectionSchema } from './correct-score';
import type { AnalysesDeps } from './deps';
import { advise } from '../advice/with-advice';
import { adviceOpen, presentAdvice } from './contracted-advice';
import { toAnalysisDto } from './dto';
import type { AnalysisDto } from '../../../common/analysis';
import { getOwnAnalysis } from './get-analysis';
import { listAnalysesWithVersion, listVersion } from './list-analyses';
import { listStatuses } from './list-statuses';
import { readAnalysisFile } from './read-file';
import { recoverAnalyses } from './recover-analyses';
import { regenerateStrategy } from './regenerate-strategy';
import { restartAnalysis } from './restart-analysis';
import { addCorrection, addEntryCorrection } from './review/add-correction';
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
  const now = deps.now ?? (() => new Date());
  /** Rows as this person may see them: the contracted advice only while their services are open (decision 169). */
  const shown = async (c: Context<AppEnv>) => {
    const open = await adviceOpen(db, currentUserId(c), now());
    return <T extends AnalysisDto>(dto: T) => presentAdvice(dto, open);
  };

  // The reads the screens poll answer 304 to an If-None-Match of the same answer (docs/decisions/095).
  app.get('/analyses/exists', async (c) => jsonWithEtag(c, { hasAnalyses: await hasAnalyses(db, currentUserId(c)) }));

  // The list is the heavy read (a summary of each report): unchanged rows answer 304 from their versions alone.
  app.get('/analyses', async (c) => {
    const userId = currentUserId(c);
    // The advice state is part of the version: a list cached during the period is not reused once services open.
    const open = await adviceOpen(db, userId, now());
    return jsonWithVersion(
      c,
      async () => `${await listVersion(db, userId)};advice:${open}`,
      async () => {
        const { analyses, version } = await listAnalysesWithVersion(db, userId);
        return { value: { analyses: analyses.map((a) => presentAdvice(a, open)) }, version: `${version};advice:${open}` };
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
    const show = await shown(c);
    return c.json({ ...answer, analyses: answer.analyses.map(show) }, 201);
  });

  app.post('/analyses/recover', jsonLimit, async (c) => {
    const { recovered, exhausted } = await recoverAnalyses(deps, currentUserId(c));
    const show = await shown(c);
    return c.json({ recovered: recovered.map(show), exhausted: exhausted.map(show) });
  });

  app.get('/analyses/:id', async (c) => {
    const userId = currentUserId(c);
    const [row] = await advise(db, userId, [await getOwnAnalysis(db, userId, c.req.param('id'))]);
    // The ETag is over the answer, so it changes with the advice state.
    return jsonWithEtag(c, { analysis: (await shown(c))(toAnalysisDto(row!)) });
  });

  app.post('/analyses/:id/restart', jsonLimit, async (c) =>
    c.json({ analysis: (await shown(c))(await restartAnalysis(deps, currentUserId(c), c.req.param('id'))) }),
  );

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
  app.post('/analyses/:id/owner', jsonLimit, jsonBody(ownerConfirmationSchema), async (c) => {
    const analyses = await confirmOwner(db, currentUserId(c), c.req.param('id'), c.req.valid('json'));
    for (const analysis of analyses) await deps.onOwnerConfirmed?.(analysis.id);
    return c.json({ analyses: analyses.map(await shown(c)) });
  });

  app.put('/analyses/:id/score', jsonLimit, jsonBody(scoreCorrectionSchema), async (c) =>
    c.json({ analysis: (await shown(c))(await correctScore(db, currentUserId(c), c.req.param('id'), c.req.valid('json').score)) }),
  );

  const reviewWrite = perUserLimit(db, 'review', REVIEW_WRITES_PER_HOUR, REVIEW_WINDOW_SECONDS, TOO_MANY_REVIEW_WRITES_MESSAGE);

  app.get('/analyses/:id/review', async (c) => c.json({ review: await getReview(db, currentUserId(c), c.req.param('id')) }));

  app.post('/analyses/:id/corrections', jsonLimit, reviewWrite, jsonBody(correctionRequestSchema), async (c) => {
    const { analysis, review } = await addCorrection(db, currentUserId(c), c.req.param('id'), c.req.valid('json'));
    return c.json({ analysis: (await shown(c))(analysis), review }, 201);
  });

  app.post('/analyses/:id/entry-corrections', jsonLimit, reviewWrite, jsonBody(entryCorrectionRequestSchema), async (c) => {
    const { analysis, review } = await addEntryCorrection(db, currentUserId(c), c.req.param('id'), c.req.valid('json'));
    return c.json({ analysis: (await shown(c))(analysis), review }, 201);
  });

  app.delete('/analyses/:id/corrections/:correctionId', reviewWrite, async (c) => {
    const { analysis, review } = await removeCorrection(db, currentUserId(c), c.req.param('id'), c.req.param('correctionId'));
    return c.json({ analysis: (await shown(c))(analysis), review });
  });

  app.get('/analyses/:id/file', async (c) => {
    const file = await readAnalysisFile(db, deps.storage, currentUserId(c), c.req.param('id'));
    return downloadResponse(c, file.bytes, file.contentType, attachment(file.fileName));
  });

  return app;
}
