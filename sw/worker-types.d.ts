/** Background Sync is not in TypeScript's WebWorker lib yet. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

interface ServiceWorkerGlobalScopeEventMap {
  sync: SyncEvent;
}

/** The Cookie Store API (Chromium service workers): lets the worker read the XSRF cookie. */
interface ServiceWorkerGlobalScope {
  readonly cookieStore?: { get(name: string): Promise<{ value: string } | null> };
}

