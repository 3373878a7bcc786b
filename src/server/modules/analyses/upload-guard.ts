/**
 * What stands around one upload: the hourly limit, counted before the body is read, and the Idempotency-Key
 * (docs/decisions/094). A retry of a key already used is answered from the first request: it is not another upload
 * and does not count toward the hourly limit (decision 142).
 */
import type { UploadTarget } from '../../../common/analysis';
import { AppError } from '../../errors';
import type { Upload } from '../uploads/read-upload';
import { countAttempt, uncountAttempt } from '../rate-limit/attempt-counters';
import { TOO_MANY_UPLOADS_MESSAGE, UPLOAD_WINDOW_SECONDS, UPLOADS_PER_HOUR } from './constants';
import type { AnalysesDeps } from './deps';
import { idempotentUpload, isKnownKey, uploadFingerprint, type UploadAnswer } from './upload-idempotency';
import { uploadReport } from './upload-report';

/** The rate_limits key of a user's hourly uploads. */
const uploadLimitKey = (userId: string) => `upload:${userId}`;

/** Uploads the report `readBody` gives, within the limit; `replay` when the answer is the first request's with `key`. */
export async function guardedUpload(
  deps: AnalysesDeps,
  userId: string,
  target: UploadTarget,
  key: string | null,
  readBody: () => Promise<Upload>,
): Promise<{ answer: UploadAnswer; replay: boolean }> {
  const { db } = deps;
  const counted = !(key && (await isKnownKey(db, userId, key)));
  if (counted) {
    const window = await countAttempt(db, uploadLimitKey(userId), UPLOAD_WINDOW_SECONDS);
    if (window.count > UPLOADS_PER_HOUR) {
      throw new AppError('TOO_MANY_ATTEMPTS', TOO_MANY_UPLOADS_MESSAGE, { retryAfterSeconds: window.retryAfterSeconds });
    }
  }
  const upload = await readBody();
  if (!key) return { answer: { analyses: await uploadReport(deps, userId, target, upload) }, replay: false };
  const result = await idempotentUpload(db, userId, key, uploadFingerprint(target, upload.bytes), async (record) => ({
    analyses: await uploadReport(deps, userId, target, upload, record),
  }));
  // Concurrent first tries with one key were each counted before either claimed it: only the upload counts.
  if (result.replay && counted) await uncountAttempt(db, uploadLimitKey(userId));
  return result;
}
