import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnalysisDto, UploadTarget } from '../../../common/analysis';
import { errorMessage } from '../../lib/errors';
import { analysisKeys, uploadReport } from '../analyses/api';
import { UPLOAD_PROGRESS_CAP, UPLOAD_PROGRESS_INTERVAL_MS, UPLOAD_PROGRESS_STEP, UPLOAD_TEXT } from './texts';

export type UploadStatus = 'idle' | 'uploading' | 'success' | 'error';

export interface UploadState {
  status: UploadStatus;
  /** 0–100: simulated up to 90 while the request runs, 100 once the server accepted the file. */
  progress: number;
  fileName: string | null;
  /** The words to show for a failed upload: the server's message, else the caller's fallback. */
  error: string | null;
  /** The pending analysis row(s) the server created. */
  analyses: AnalysisDto[] | null;
}

export interface UseReportUploadOptions {
  /** Text when the failure carries no message of its own (default 'An error occurred while uploading your file.'). */
  fallbackMessage?: string;
  onSuccess?: (analyses: AnalysisDto[], file: File) => void;
  onError?: (message: string, error: unknown) => void;
}

const IDLE: UploadState = { status: 'idle', progress: 0, fileName: null, error: null, analyses: null };

/**
 * One report upload (spec document 2 §4): idle → uploading (simulated progress, +5 % every 200 ms up to 90 %) →
 * success at 100 %, or error. A second file while one is uploading is ignored. The request is not cancelled when
 * the screen unmounts (a sub-tab switch must not lose an upload); the analyses cache is refreshed when it lands.
 */
export function useReportUpload(target: UploadTarget, options: UseReportUploadOptions = {}) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<UploadState>(IDLE);
  const busy = useRef(false);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const latest = useRef(options);
  latest.current = options;

  const stopTimer = () => {
    if (timer.current !== undefined) clearInterval(timer.current);
    timer.current = undefined;
  };
  useEffect(() => stopTimer, []);

  const upload = useCallback(
    async (chosen: File | readonly File[]): Promise<void> => {
      if (busy.current) return;
      busy.current = true;
      const files = Array.isArray(chosen) ? chosen : [chosen as File];
      const file = files[0]!;
      const fileName = files.length > 1 ? `${file.name} (+${files.length - 1} pages)` : file.name;
      setState({ status: 'uploading', progress: 0, fileName, error: null, analyses: null });
      stopTimer();
      timer.current = setInterval(() => {
        setState((s) => (s.status === 'uploading' ? { ...s, progress: Math.min(UPLOAD_PROGRESS_CAP, s.progress + UPLOAD_PROGRESS_STEP) } : s));
      }, UPLOAD_PROGRESS_INTERVAL_MS);
      try {
        const analyses = await uploadReport(target, files);
        stopTimer();
        setState({ status: 'success', progress: 100, fileName, error: null, analyses });
        void queryClient.invalidateQueries({ queryKey: analysisKeys.all });
        latest.current.onSuccess?.(analyses, file);
      } catch (error) {
        stopTimer();
        const message = errorMessage(error, latest.current.fallbackMessage ?? UPLOAD_TEXT.errorFallback);
        setState({ status: 'error', progress: 0, fileName, error: message, analyses: null });
        latest.current.onError?.(message, error);
      } finally {
        busy.current = false;
      }
    },
    [target, queryClient],
  );

  /** Back to idle ('Upload another file'). Ignored while a request runs. */
  const reset = useCallback(() => {
    if (!busy.current) setState(IDLE);
  }, []);

  return { ...state, upload, reset };
}
