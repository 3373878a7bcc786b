import { describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { StorageError, type ReportStorage } from '../../providers/storage';
import type { AnalysesDeps } from './deps';
import { uploadReport } from './upload-report';

/** A storage in memory that keeps puts and deletes, refusing an existing key like the real one. */
function memoryStorage(): ReportStorage & { files: Map<string, Uint8Array>; deleted: string[] } {
  const files = new Map<string, Uint8Array>();
  const deleted: string[] = [];
  return {
    kind: 'memory',
    files,
    deleted,
    async put(key, source) {
      if (files.has(key)) throw new StorageError('exists', 'exists');
      const bytes = source as Uint8Array;
      files.set(key, bytes);
      return { key, size: bytes.length };
    },
    async get(key) {
      const bytes = files.get(key);
      if (!bytes) throw new StorageError('not_found', 'missing');
      return Buffer.from(bytes);
    },
    stream: () => Promise.reject(new Error('not used')),
    replace: () => Promise.reject(new Error('not used')),
    async *keys() {
      yield* files.keys();
    },
    async delete(key) {
      deleted.push(key);
      return files.delete(key);
    },
    exists: async (key) => files.has(key),
  };
}

const upload = { bytes: Buffer.from('%PDF-1.4 test'), type: 'pdf' as const, ext: 'pdf' as const, mimeType: 'application/pdf' as const, originalName: 'a.pdf' };

describe('uploadReport', () => {
  it('removes the stored file again when the rows and the job cannot be created', async () => {
    const storage = memoryStorage();
    const deps: AnalysesDeps = {
      db: {} as AnalysesDeps['db'],
      storage,
      logger: createLogger('silent'),
      jobs: {
        enqueueWithRow: () => Promise.reject(new Error('transaction failed')),
        sendInTransaction: () => Promise.reject(new Error('not used')),
        wake: () => undefined,
      },
    };
    await expect(uploadReport(deps, 'user1', 'experian', upload)).rejects.toThrow('transaction failed');
    expect(storage.deleted).toHaveLength(1);
    expect(storage.deleted[0]).toMatch(/^user1\/experian_\d+\.pdf$/);
    expect(storage.files.size).toBe(0);
  });

  it('stores a merged upload once, for three rows sharing its key', async () => {
    const storage = memoryStorage();
    let inserted: { bureau: string; reportId: string; metadata: unknown }[] = [];
    let jobData: object | undefined;
    const deps: AnalysesDeps = {
      db: {} as AnalysesDeps['db'],
      storage,
      logger: createLogger('silent'),
      jobs: {
        async enqueueWithRow(_name, insertRow, data) {
          const tx = {
            insert: () => ({
              values: (values: typeof inserted) => ({
                returning: async () => {
                  inserted = values;
                  return values.map((v, i) => ({
                    ...v,
                    id: `id-${i}`,
                    uploadDate: new Date(),
                    analysisStatus: 'pending',
                    analysisDate: null,
                    score: null,
                    correctedScore: null,
                    correctedAt: null,
                    negativeItems: null,
                    rawData: null,
                  }));
                },
              }),
            }),
          };
          // eslint-disable-next-line @typescript-eslint/no-explicit-any
          const row = await insertRow(tx as any);
          jobData = data(row);
          return { row, jobId: 'job-1' };
        },
        sendInTransaction: () => Promise.reject(new Error('not used')),
        wake: () => undefined,
      },
    };
    const rows = await uploadReport(deps, 'user1', 'merged', upload);
    expect(rows.map((r) => r.bureau)).toEqual(['experian', 'transunion', 'equifax']);
    expect(storage.files.size).toBe(1);
    const [key] = [...storage.files.keys()];
    expect(key).toMatch(/^user1\/merged_\d+\.pdf$/);
    expect(new Set(inserted.map((r) => r.reportId))).toEqual(new Set([key]));
    expect(inserted[0]?.metadata).toEqual({ stage: 'queued', original_name: 'a.pdf', file_type: 'pdf', merged: true });
    expect(jobData).toEqual({ analysisIds: ['id-0', 'id-1', 'id-2'] });
  });
});
