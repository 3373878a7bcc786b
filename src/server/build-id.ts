import { randomUUID } from 'node:crypto';

declare const __SERVER_BUILD_ID__: string | undefined;

/**
 * The server code's identity, part of the version ETags (etag.ts): a new build never answers 304 to a validator
 * of the old one, whose answers may have had another shape. scripts/build-server.mjs sets it to a hash of the
 * sources (the same on every machine running one build); from the TypeScript sources (dev, tests) it is new in
 * each process.
 */
export const BUILD_ID: string = typeof __SERVER_BUILD_ID__ === 'string' ? __SERVER_BUILD_ID__ : randomUUID();
