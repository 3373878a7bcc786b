import { bodyLimit } from 'hono/body-limit';
import { AppError } from '../errors';

/** JSON calls are small: bodies above this are refused (413) as they arrive. Uploads read their own limit. */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

export const jsonBodyLimit = () =>
  bodyLimit({
    maxSize: JSON_BODY_LIMIT_BYTES,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE');
    },
  });
