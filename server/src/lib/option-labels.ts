import type { Core } from '@strapi/strapi';
import { refusal } from './errors';

const UID = 'api::project.project';
/** The fields that name a lookwhat project's two options (option 1 is a -1 vote, option 2 a +1). */
export const OPTION_LABELS = ['option1_label', 'option2_label'] as const;

type Version = { locale: string; project_type?: unknown; option1_label?: unknown; option2_label?: unknown };

const named = (label: unknown) => typeof label === 'string' && label.trim() !== '';

/** The languages, among the versions about to be published, of a lookwhat project missing an option's name. */
export function missingOptionLabels(versions: Version[]): string[] {
  return versions.filter((v) => v.project_type === 'lookwhat' && !OPTION_LABELS.every((field) => named(v[field]))).map((v) => v.locale);
}

/** The draft versions a publish of `locale` ('*' or none: every language) copies. */
async function draftsOf(strapi: Core.Strapi, documentId: string, locale: unknown): Promise<Version[]> {
  const where = { documentId, publishedAt: null, ...(typeof locale === 'string' && locale !== '*' ? { locale } : {}) };
  return (await strapi.db.query(UID).findMany({ where, select: ['locale', 'project_type', ...OPTION_LABELS] })) as Version[];
}

type Params = { documentId?: string; locale?: unknown; status?: string; data?: Record<string, unknown> };

/**
 * A lookwhat project is published only with both options named, in each language published
 * (docs/decisions/voting/option-labels.md). Drafts save without them, as Strapi's required fields do:
 * an editor writes the texts in several sittings. Refused with the editors' words, in Spanish and English.
 */
export function requireOptionLabels(strapi: Core.Strapi) {
  strapi.documents.use(async (context, next) => {
    if (context.uid !== UID) return next();
    const params = (context.params ?? {}) as Params;
    let versions: Version[] = [];
    if (context.action === 'publish' && params.documentId) {
      versions = await draftsOf(strapi, params.documentId, params.locale);
    } else if ((context.action === 'create' || context.action === 'update') && params.status === 'published') {
      const locale = typeof params.locale === 'string' ? params.locale : 'es';
      const [stored] = params.documentId && context.action === 'update' ? await draftsOf(strapi, params.documentId, locale) : [];
      versions = [{ ...stored, ...params.data, locale }];
    }
    const missing = missingOptionLabels(versions);
    if (missing.length) {
      throw refusal(
        400,
        'project.optionLabelsRequired',
        `Un proyecto «lookwhat» se publica con el nombre de sus dos opciones («option1_label» y «option2_label»); falta en: ${missing.join(', ')}. ` +
          `A lookwhat project is published with both its options named (option1_label and option2_label); missing in: ${missing.join(', ')}.`,
        { locales: missing },
      );
    }
    return next();
  });
}
