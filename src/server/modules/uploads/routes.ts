import { Hono } from 'hono';
import { currentUserId } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { deleteUpload, previewUploadDeletion, type DeleteUploadDeps } from './delete-upload';

/**
 * /api/uploads/* (docs/api.md "Uploads"). The upload is named by its report_id (URL-encoded: it holds a "/") or by
 * the id of one of its analyses. Expects requireSession in front.
 */
export function uploadRoutes(deps: DeleteUploadDeps) {
  const app = new Hono<AppEnv>();

  app.get('/uploads/:reportId/deletion', async (c) => c.json({ deletion: await previewUploadDeletion(deps.db, currentUserId(c), c.req.param('reportId')) }));

  app.delete('/uploads/:reportId', async (c) => c.json({ deleted: await deleteUpload(deps, currentUserId(c), c.req.param('reportId')) }));

  return app;
}
