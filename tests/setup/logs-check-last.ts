import { BaseSequencer, type TestSpecification } from 'vitest/node';

const LAST = /tests\/e2e\/logs-after-the-run\.test\.ts$/;

/** Vitest's own order, except the e2e log check, which reads what every other file logged: last. */
export class LogsCheckLast extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    return [...sorted.filter((file) => !LAST.test(file.moduleId)), ...sorted.filter((file) => LAST.test(file.moduleId))];
  }
}
