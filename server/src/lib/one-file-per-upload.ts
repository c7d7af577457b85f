import { rm } from 'node:fs/promises';
import { BODY_LIMITS } from './body-limits';
import { TOO_MANY_FILES } from './body-refusals';

/** What this hook uses of formidable 2's form and file (it has no `maxFiles` option; formidable 3 does). */
type Form = { _error(error: Error): void; chispaFiles?: number };
type File = { filepath: string; destroy(): void };

/**
 * formidable's `fileBegin` listener (koa-body calls it with the form as `this`): the second file
 * of a request fails the whole parse, which the body middleware answers 413 `payload.tooManyFiles`.
 * The refused file was already opened on disk, so it is closed and removed.
 */
export function onFileBegin(this: Form, _field: string, file: File) {
  this.chispaFiles = (this.chispaFiles ?? 0) + 1;
  if (this.chispaFiles <= BODY_LIMITS.files) return;
  this._error(new Error(TOO_MANY_FILES));
  setImmediate(() => {
    file.destroy();
    void rm(file.filepath, { force: true });
  });
}
