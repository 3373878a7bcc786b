import { Hono } from 'hono';
import { completionSchema } from '../../../common/repair-plan';
import type { Db } from '../../db/client';
import { jsonBodyLimit } from '../../http/json-limit';
import { currentUserId } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { jsonBody } from '../../http/validation';
import { loadPlan } from './load-plan';
import { setPhaseCompletion, setSubtaskCompletion, setTaskCompletion } from './set-completion';

/** /api/plan/* (docs/api.md "Repair plan"). Expects requireSession and requireSubscription in front. */
export function planRoutes(db: Db) {
  const app = new Hono<AppEnv>();
  const json = jsonBodyLimit();

  app.get('/plan', async (c) => c.json(await loadPlan(db, currentUserId(c))));

  app.put('/plan/tasks/:taskId', json, jsonBody(completionSchema), async (c) =>
    c.json(await setTaskCompletion(db, currentUserId(c), c.req.param('taskId'), c.req.valid('json').completed)),
  );

  app.put('/plan/tasks/:taskId/subtasks/:subtaskId', json, jsonBody(completionSchema), async (c) =>
    c.json(await setSubtaskCompletion(db, currentUserId(c), c.req.param('taskId'), c.req.param('subtaskId'), c.req.valid('json').completed)),
  );

  app.put('/plan/phases/:phaseId', json, jsonBody(completionSchema), async (c) =>
    c.json(await setPhaseCompletion(db, currentUserId(c), c.req.param('phaseId'), c.req.valid('json').completed)),
  );

  return app;
}
