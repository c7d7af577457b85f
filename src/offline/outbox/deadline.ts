export class DeadlineError extends Error {
  constructor(ms: number) {
    super(`No answer within ${ms} ms`);
    this.name = 'DeadlineError';
  }
}

/**
 * Runs `work` with a signal that aborts after `ms`, and gives up on it then even if it ignores the
 * signal: a request that never answers (a train between stations) must not hold anything forever.
 * The body is read inside `work`, so a response that starts and then stalls is cut off too.
 */
export async function withDeadline<T>(ms: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort(new DeadlineError(ms));
      reject(new DeadlineError(ms));
    }, ms);
  });
  try {
    return await Promise.race([work(controller.signal), expired]);
  } finally {
    clearTimeout(timer);
  }
}
