import { AiProviderError } from './types';

/** The SDKs' errors (Anthropic and OpenAI share their shape) as one AiProviderError; the timeout signal decides timeouts. */
export function toProviderError(error: unknown, timedOut: boolean, aborted: boolean): AiProviderError {
  if (error instanceof AiProviderError) return error;
  if (timedOut) return new AiProviderError('timeout', 'The AI service took too long to answer.');
  if (aborted) return new AiProviderError('aborted', 'Stopped.');
  const e = error as { name?: string; status?: number; constructor?: { name?: string } };
  const name = e?.constructor?.name ?? e?.name ?? '';
  if (/Timeout/i.test(name)) return new AiProviderError('timeout', 'The AI service took too long to answer.');
  if (/UserAbort/i.test(name)) return new AiProviderError('aborted', 'Stopped.');
  if (typeof e?.status === 'number') {
    return new AiProviderError('service', `The AI service answered with an error (HTTP ${e.status}).`, e.status);
  }
  if (/Connection/i.test(name)) return new AiProviderError('service', 'The AI service could not be reached.');
  if (error instanceof SyntaxError || /JSON/i.test(String((error as Error)?.message))) {
    return new AiProviderError('malformed', 'The AI service sent an answer that could not be read.');
  }
  return new AiProviderError('service', 'The AI service failed to answer.');
}

/** One signal for the caller's abort and the call's timeout, and which of the two fired. */
export function callSignal(signal: AbortSignal, timeoutMs: number) {
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = AbortSignal.any([signal, timeout]);
  return { signal: combined, timedOut: () => timeout.aborted && !signal.aborted, aborted: () => signal.aborted };
}
