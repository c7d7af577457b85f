import { settleEntries, type Settlement } from './sending-store';

/**
 * Settles a flush's entries in few IndexedDB transactions instead of one each: settlements that
 * arrive while a batch is being written wait and go together in the next one. An entry whose
 * settlement is lost (the page closes first) is still in the queue and is sent again: its
 * Idempotency-Key makes the server answer the first result, so nothing is done twice.
 */
export function settlementWriter() {
  let pending: Settlement[] = [];
  let writing: Promise<void> | null = null;
  let failure: unknown = null;

  const writeAll = async () => {
    try {
      while (pending.length) {
        const batch = pending;
        pending = [];
        await settleEntries(batch);
      }
    } catch (error) {
      failure ??= error;
      pending = [];
    } finally {
      writing = null;
    }
  };

  return {
    add(settlement: Settlement) {
      pending.push(settlement);
      // Started after this task, so that settlements of the same moment share the first batch too.
      writing ??= Promise.resolve().then(writeAll);
    },
    /** Waits until everything added is written; throws what a write threw. */
    async drained() {
      while (writing) await writing;
      if (failure) throw failure;
    },
  };
}
