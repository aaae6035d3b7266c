import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The test files of half a minute or more, longest first, then those of `npm test` over ten seconds in CI. Started
 * first, they leave the short files to fill the workers' ends. Without it, a fresh clone (CI) knows no file's last
 * duration and vitest starts the larger files first: the axe matrices, 14 lines each and the slow suite's longest
 * files, came last and ran on alone, as did the bounds and demo scores files of `npm test` (14 s each).
 */
const longFiles = [
  'tests/e2e/axe-matrix-admins.test.ts',
  'tests/e2e/axe-matrix-fleet.test.ts',
  'tests/e2e/resources-crud.test.ts',
  'tests/e2e/tour.test.ts',
  'tests/api/badInput.test.ts',
  'tests/e2e/phones.test.ts',
  'tests/api/contractFuzz.test.ts',
  'tests/e2e/maps.test.ts',
  'tests/api/trackerCrash.test.ts',
  'tests/e2e/shell-layout.test.ts',
  'tests/e2e/alerting.test.ts',
  'tests/api/demoData.test.ts',
  'tests/api/accountOracle.test.ts',
  'tests/api/contract.test.ts',
  'tests/api/trackers.test.ts',
  'tests/api/bounds.test.ts',
  'tests/api/demoScores.test.ts',
  'tests/api/notifications.test.ts',
];

const rank = (file: TestSpecification) => {
  const index = longFiles.findIndex((name) => file.moduleId.endsWith(name));
  return index < 0 ? longFiles.length : index;
};

/** Vitest's own order (projects' group order, then the last run's durations or the file sizes), long files first. */
export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array sort is stable: files of one rank keep vitest's order.
    return sorted.sort((a, b) => a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder || rank(a) - rank(b));
  }
}
