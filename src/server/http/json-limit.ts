import { bodyLimit } from 'hono/body-limit';
import { AppError, errorResponse } from '../errors';

/** JSON calls are small: bodies above this are refused (413) as they arrive. Uploads read their own limit. */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * The 413 is sent before the rest of the body is read. The HTTP server would then drain that rest for at most half
 * a second and drop the connection if it keeps coming, after an answer that promised keep-alive; so the answer says
 * `Connection: close` and the client opens a new connection for its next request.
 */
export const jsonBodyLimit = () =>
  bodyLimit({
    maxSize: JSON_BODY_LIMIT_BYTES,
    onError: () => {
      const response = errorResponse(new AppError('PAYLOAD_TOO_LARGE'));
      response.headers.set('Connection', 'close');
      return response;
    },
  });
