import { randomUUID } from 'node:crypto';

/** This process among the instances: who sent an invalidation, who ran a scheduled job. */
export const INSTANCE_ID = randomUUID();
