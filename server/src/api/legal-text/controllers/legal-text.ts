import type { ApiContext } from '../../../lib/api-context';
import { currentText, kindParam, localeParam, textVersion, textVersions, versionParam } from '../../../lib/legal-texts';

/** What anyone reads of the legal texts (lib/legal-texts/reading.ts): published versions only, the operator's details filled in. */
export default {
  /** GET /api/legal-texts/:kind?locale=es|en: the current version. */
  async current(ctx: ApiContext) {
    const kind = kindParam(ctx.params.kind);
    ctx.body = { data: await currentText(strapi, kind, localeParam(ctx.query.locale)) };
  },

  /** GET /api/legal-texts/:kind/versions?locale=es|en: every version, newest first. */
  async versions(ctx: ApiContext) {
    const kind = kindParam(ctx.params.kind);
    ctx.body = { data: await textVersions(strapi, kind, localeParam(ctx.query.locale)) };
  },

  /** GET /api/legal-texts/:kind/versions/:version?locale=es|en: one version. */
  async version(ctx: ApiContext) {
    const kind = kindParam(ctx.params.kind);
    const locale = localeParam(ctx.query.locale);
    ctx.body = { data: await textVersion(strapi, kind, versionParam(ctx.params.version), locale) };
  },
};
