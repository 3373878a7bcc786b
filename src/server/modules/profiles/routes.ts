import { Hono } from 'hono';
import { profileUpdateSchema } from '../../../common/profile';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { currentUserId } from '../../http/session';
import type { AppEnv } from '../../http/types';
import { jsonBody } from '../../http/validation';
import { refreshDraftLetters } from '../disputes/letter-drafts';
import { getProfile, updateProfile } from './profile-store';

/** GET/PATCH /api/profile and GET /api/profiles/:id. Expects requireSession in front. */
export function profileRoutes(db: Db) {
  const app = new Hono<AppEnv>();

  app.get('/profile', async (c) => {
    const profile = await getProfile(db, currentUserId(c));
    if (!profile) throw new AppError('NOT_FOUND');
    return c.json(profile);
  });

  app.patch('/profile', jsonBody(profileUpdateSchema), async (c) => {
    const update = c.req.valid('json');
    const profile = await updateProfile(db, currentUserId(c), update);
    if (!profile) throw new AppError('NOT_FOUND');
    // Draft letters print the sender's name and address: compose them again.
    if (update.mailing_address !== undefined || update.name !== undefined) await refreshDraftLetters(db, currentUserId(c));
    return c.json(profile);
  });

  // Only the owner can read a profile; any other id answers exactly as an unknown id does.
  app.get('/profiles/:id', async (c) => {
    const userId = currentUserId(c);
    if (c.req.param('id') !== userId) throw new AppError('NOT_FOUND');
    const profile = await getProfile(db, userId);
    if (!profile) throw new AppError('NOT_FOUND');
    return c.json(profile);
  });

  return app;
}
