import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { http } from '../../lib/http';

// The header's counter reads this on every page of a signed-in member: it is in the start chunk, so
// it holds the one request and nothing else (the inbox's own code is its page's chunk).
const UnreadSchema = v.object({ data: v.object({ unread: v.pipe(v.number(), v.integer()) }) });

export const unreadQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: ['member', userId, 'inbox-unread'],
    queryFn: async () => v.parse(UnreadSchema, await http.get('inbox/unread').json()).data.unread,
  });
