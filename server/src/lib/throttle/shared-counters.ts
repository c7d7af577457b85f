import type { Core } from '@strapi/strapi';
import type { ThrottleConfig } from '../../../config/throttle';
import { counterStore, type Counter, type Window } from './counter';
import { connectionForLibrary } from '../strapi-internals';

export type LimitName = { [Name in keyof ThrottleConfig]: ThrottleConfig[Name] extends Window ? Name : never }[keyof ThrottleConfig];

const perProcess = new WeakMap<Core.Strapi, Map<LimitName, Counter>>();

/**
 * The throttle's counters, one per limit of config/throttle.ts and one set per process: the
 * throttle middleware and the services that count for themselves (e-mail change mails, a reset
 * wiping an account's login failures) see the same counts.
 */
export function sharedCounter(strapi: Core.Strapi, name: LimitName): Counter {
  let counters = perProcess.get(strapi);
  if (!counters) perProcess.set(strapi, (counters = new Map()));
  let counter = counters.get(name);
  if (!counter) {
    const limits = strapi.config.get('throttle') as ThrottleConfig;
    counter = counterStore(limits.store, () => connectionForLibrary(strapi))(name, limits[name]);
    counters.set(name, counter);
  }
  return counter;
}
