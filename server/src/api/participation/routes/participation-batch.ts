import { memberRoutes } from '../../../lib/member-auth/member-routes';

// Many draw entries of one member in one request (issue 18): the outbox sends what it queued offline
// in batches; each entry is answered, refused and idempotent exactly as POST /participations answers it.
export default {
  routes: memberRoutes([{ method: 'POST', path: '/participations/batch', handler: 'api::participation.participation.createMany' }]),
};
