/**
 * A background worker's stop switch and its pause that new work cuts short: what the push and mail
 * senders share. A worker extends it and implements `run`, which loops until `stopping`.
 */
export abstract class WorkerLoop {
  stopping = false;
  private wakeUp: (() => void) | null = null;

  abstract run(): Promise<void>;

  /** Ends the current pause at once (work arrived, or the worker is stopping). */
  wake() {
    this.wakeUp?.();
  }

  /** Waits `ms`, or less when woken. */
  protected sleep(ms: number) {
    return new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = () => {
        this.wakeUp = null;
        done();
      };
    });
  }
}

export type WorkerHandle = { wake(): void; stop(): Promise<void> };

/** Starts a worker's loop; `stop` stops it claiming and waits for its last round to end. */
export function startWorker(worker: WorkerLoop): WorkerHandle {
  const loop = worker.run();
  return {
    wake: () => worker.wake(),
    stop: async () => {
      worker.stopping = true;
      worker.wake();
      await loop;
    },
  };
}
