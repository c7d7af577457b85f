import { factories } from '@strapi/strapi';
import { searchable } from '../../../lib/text-search';
import type { DocumentWith } from '../../../lib/documents';

const UID = 'api::partner.partner';
/** Far more partners than any campaign has: the names a search reads are all of them. */
const MAX_PARTNERS = 1000;

type Filters = Record<string, unknown> & { name?: Record<string, unknown> };

/**
 * The app searches partners by name with `filters[name][$containsi]` (spec §7). The databases compare
 * accents as written ("raices" would not find "Raíces", and SQLite has no `unaccent`), so that filter
 * is answered here: the published names in the asked language, compared without accents or case,
 * turned into the documents they name; the rest of the query (sort, limit, offset, populate) as before.
 */
export default factories.createCoreController(UID, ({ strapi }) => ({
  async find(ctx) {
    const filters = ctx.query.filters as Filters | undefined;
    const term = filters?.name?.$containsi;
    if (typeof term === 'string' && Object.keys(filters!.name!).length === 1) {
      const wanted = searchable(term.trim());
      const locale = typeof ctx.query.locale === 'string' ? ctx.query.locale : undefined;
      const partners = await strapi.documents(UID).findMany({ status: 'published', locale, fields: ['name'], limit: MAX_PARTNERS } as never);
      const found = (partners as DocumentWith<{ name: string }>[]).filter((partner) => searchable(partner.name).includes(wanted));
      const { name: _name, ...others } = filters!;
      // No match: a documentId no document has, so the answer is an empty list in the usual shape.
      ctx.query = { ...ctx.query, filters: { ...others, documentId: { $in: found.length ? found.map((partner) => partner.documentId) : ['-'] } } };
    }
    return super.find(ctx);
  },
}));
