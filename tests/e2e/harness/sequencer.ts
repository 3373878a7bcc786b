import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The page-check files (harness/page-checks.ts): the longest files of the run. */
const PAGE_CHECK_FILE = /[\\/]accessibility[^\\/]*\.e2e\.ts$/;

/**
 * Vitest's order (failed first, then longest first by its cache of durations, files it has no duration of by size),
 * with the accessibility files first: each is minutes of axe checks in small source files, so without a cache (a fresh
 * checkout, or a cache another run overwrote) they came last, and one of them alone kept the run going for about 100 s
 * after the other worker had finished (decision 217).
 */
export default class PageChecksFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const pageChecks = (file: TestSpecification) => PAGE_CHECK_FILE.test(file.moduleId);
    return [...sorted.filter(pageChecks), ...sorted.filter((file) => !pageChecks(file))];
  }
}
