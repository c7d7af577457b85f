import { memberOf, type ApiContext } from '../../../lib/api-context';
import { INBOX_PAGE_SIZE, INBOX_PAGE_SIZE_MAX, INBOX_READ_IDS_MAX, markRead, memberInbox } from '../../../lib/following/inbox';
import { validBody, yup } from '../../../lib/payload';
import { refusal } from '../../../lib/errors';
import { wholeNumberParam } from '../../../lib/query-params';
import { unreadCount } from '../../../lib/strapi-internals';

/** `{ ids }` (the member's own entries; others' ids change nothing) or `{ all: true }`, never both. */
const ReadSchema = yup
  .object({
    ids: yup.array(yup.number().strict().required().integer().min(1).max(Number.MAX_SAFE_INTEGER)).max(INBOX_READ_IDS_MAX),
    all: yup.boolean().strict().oneOf([true], 'must be true'),
  })
  .test('one', 'give ids or all, one of them', (body) => (body.ids === undefined) !== (body.all === undefined));

/** A page number or size, refused with the query's code. */
const wholeNumber = (value: unknown, name: string, fallback: number, max: number) =>
  wholeNumberParam(value, {
    fallback,
    max,
    refuse: (why) => {
      throw refusal(400, 'query.invalid', `${name} ${why}`);
    },
  });

/** The member's inbox (lib/following/inbox.ts): their own entries only. */
export default {
  /** GET /api/inbox?page&pageSize: newest first, with the unread count. */
  async list(ctx: ApiContext) {
    const page = wholeNumber(ctx.query.page, 'page', 1, 1_000_000);
    const pageSize = wholeNumber(ctx.query.pageSize, 'pageSize', INBOX_PAGE_SIZE, INBOX_PAGE_SIZE_MAX);
    ctx.body = await memberInbox(strapi, memberOf(ctx).id, { page, pageSize });
  },

  /** GET /api/inbox/unread: the header's counter. */
  async unread(ctx: ApiContext) {
    ctx.body = { data: { unread: await unreadCount(strapi, memberOf(ctx).id) } };
  },

  /** POST /api/inbox/read {ids} or {all: true}: answers what is left unread. */
  async read(ctx: ApiContext) {
    const body = await validBody(ReadSchema, ctx.request.body);
    const which = body.all ? { all: true as const } : { ids: body.ids ?? [] };
    ctx.body = { data: { unread: await markRead(strapi, memberOf(ctx).id, which) } };
  },
};
