import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { ASSISTANT_EVENTS, ASSISTANT_MESSAGES, type ConversationDto } from '../../../common/assistant';
import { chatMessageRequestSchema } from '../../../common/assistant-request';
import { AppError } from '../../errors';
import { jsonBodyLimit } from '../../http/json-limit';
import { currentUserId } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { jsonBody } from '../../http/validation';
import type { AnalysisRow } from '../analyses/dto';
import { getOwnAnalysis } from '../analyses/get-analysis';
import { answerMessage } from './answer-message';
import { clearConversation, listMessages } from './conversation';
import type { AssistantDeps } from './deps';
import { generateAnalysis } from './generate-analysis';
import { storeAnalysis, storedAnalysis } from './generated-analyses';
import { admitRequest } from './limits';
import { adviceOpen } from '../analyses/contracted-advice';
import { suggestedQuestions } from './service-line';

function completed(row: AnalysisRow): AnalysisRow {
  if (row.analysisStatus !== 'completed' || !row.rawData) throw new AppError('ANALYSIS_NOT_COMPLETED', ASSISTANT_MESSAGES.notCompleted);
  return row;
}

/** /api/analyses/:id/assistant… (docs/api.md "AI assistant"). Expects requireSession in front. */
export function assistantRoutes(deps: AssistantDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const jsonLimit = jsonBodyLimit();

  app.get('/analyses/:id/assistant', async (c) => {
    const userId = currentUserId(c);
    const row = await getOwnAnalysis(db, userId, c.req.param('id'));
    // A generated analysis is advice on what to dispute (decision 168): shown only while services are open.
    const open = await adviceOpen(db, userId);
    const body: ConversationDto = {
      provider: deps.provider.info,
      messages: await listMessages(db, userId, row.id),
      suggestions: suggestedQuestions(open),
      generated_analysis: open ? await storedAnalysis(db, userId, row.id) : null,
    };
    return c.json(body);
  });

  app.delete('/analyses/:id/assistant/messages', async (c) => {
    const userId = currentUserId(c);
    const row = await getOwnAnalysis(db, userId, c.req.param('id'));
    return c.json({ removed: await clearConversation(db, userId, row.id) });
  });

  // Answers as server-sent events: `user` (the stored question), `delta`…, then `done` (the stored answer) or `error`.
  app.post('/analyses/:id/assistant/messages', jsonLimit, jsonBody(chatMessageRequestSchema), async (c) => {
    const userId = currentUserId(c);
    const row = completed(await getOwnAnalysis(db, userId, c.req.param('id')));
    const { content } = c.req.valid('json');
    await admitRequest(deps, userId);
    c.header('X-Accel-Buffering', 'no');
    c.header('Cache-Control', 'no-store');
    return streamSSE(c, async (stream) => {
      const controller = new AbortController();
      stream.onAbort(() => controller.abort());
      const send = async (event: string, data: unknown) => {
        if (!stream.aborted && !stream.closed) await stream.writeSSE({ event, data: JSON.stringify(data) });
      };
      await answerMessage(deps, userId, row, content, controller.signal, {
        user: (message) => send(ASSISTANT_EVENTS.user, message),
        delta: (text) => send(ASSISTANT_EVENTS.delta, { text }),
        done: (message) => send(ASSISTANT_EVENTS.done, message),
        error: (message) => send(ASSISTANT_EVENTS.error, { message }),
      });
    });
  });

  app.post('/analyses/:id/assistant/analysis', jsonLimit, async (c) => {
    const userId = currentUserId(c);
    const row = completed(await getOwnAnalysis(db, userId, c.req.param('id')));
    await admitRequest(deps, userId);
    // Leaving the tab aborts the request, and with it the model call (the signal reaches the provider).
    const analysis = await generateAnalysis(deps, userId, row, c.req.raw.signal);
    await storeAnalysis(db, userId, row.id, analysis);
    return c.json({ analysis });
  });

  return app;
}
