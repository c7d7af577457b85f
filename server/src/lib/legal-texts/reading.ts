import type { Core } from '@strapi/strapi';
import { refusal } from '../errors';
import { operatorIdentity } from '../operator/identity';
import { fillLegalBody, fillLegalTitle } from './fill';
import { allVersions, hasVersions, latestVersion, numberedVersion, publishedLocalesOf } from './versions';
import type { LegalKind, LegalLocale, LegalVersion } from './model';

/** A version as the app reads it (contract: /work/notes/i53-contracts.md §2): the operator's details filled in. */
export type LegalTextAnswer = {
  kind: LegalKind;
  locale: LegalLocale;
  version: number;
  title: string;
  body: unknown[];
  changeSummary: string | null;
  material: boolean;
  publishedAt: string;
};

export type LegalVersionSummary = Pick<LegalTextAnswer, 'version' | 'locale' | 'title' | 'publishedAt' | 'material' | 'changeSummary'>;

const notFound = () => refusal(404, 'legalText.notFound', 'There is no such legal text');

export function answerOf(version: LegalVersion): LegalTextAnswer {
  const identity = operatorIdentity();
  return {
    kind: version.kind,
    locale: version.locale,
    version: version.version,
    title: fillLegalTitle(version.title, identity),
    body: fillLegalBody(version.body, identity),
    changeSummary: version.changeSummary,
    material: version.material,
    publishedAt: new Date(version.publishedAt).toISOString(),
  };
}

/**
 * The language a reader of `asked` is served a text in: their own where it is published, else
 * Spanish where that is; null while neither is (never published, or unpublished by the editors).
 */
export async function servedLocale(strapi: Core.Strapi, kind: LegalKind, asked: LegalLocale): Promise<LegalLocale | null> {
  const published = await publishedLocalesOf(strapi, kind);
  if (published.includes(asked)) return asked;
  return published.includes('es') ? 'es' : null;
}

/** The current version of a published text: its newest, in the reader's language or Spanish. */
export async function currentVersion(strapi: Core.Strapi, kind: LegalKind, asked: LegalLocale): Promise<LegalVersion | null> {
  const locale = await servedLocale(strapi, kind, asked);
  return locale ? latestVersion(strapi, kind, locale) : null;
}

/** GET /api/legal-texts/:kind: the current version, or 404 while the text is not published. */
export async function currentText(strapi: Core.Strapi, kind: LegalKind, asked: LegalLocale): Promise<LegalTextAnswer> {
  const version = await currentVersion(strapi, kind, asked);
  if (!version) throw notFound();
  return answerOf(version);
}

/**
 * The language of a text's archive for a reader of `asked`: theirs where any version of it was
 * recorded, else Spanish. The archive stays readable when the text is unpublished: a member may
 * always read what they accepted (docs/decisions/privacy/legal-text-versions.md).
 */
async function archiveLocale(strapi: Core.Strapi, kind: LegalKind, asked: LegalLocale): Promise<LegalLocale> {
  await publishedLocalesOf(strapi, kind);
  return asked !== 'es' && (await hasVersions(strapi, kind, asked)) ? asked : 'es';
}

/** GET /api/legal-texts/:kind/versions: every version, newest first (without their bodies). */
export async function textVersions(strapi: Core.Strapi, kind: LegalKind, asked: LegalLocale): Promise<LegalVersionSummary[]> {
  const versions = await allVersions(strapi, kind, await archiveLocale(strapi, kind, asked));
  const identity = operatorIdentity();
  return versions.map(({ version, locale, title, publishedAt, material, changeSummary }) => ({
    version,
    locale,
    title: fillLegalTitle(title, identity),
    publishedAt: new Date(publishedAt).toISOString(),
    material,
    changeSummary,
  }));
}

/** GET /api/legal-texts/:kind/versions/:version: one version, or 404. */
export async function textVersion(strapi: Core.Strapi, kind: LegalKind, number: number, asked: LegalLocale): Promise<LegalTextAnswer> {
  const version = await numberedVersion(strapi, kind, await archiveLocale(strapi, kind, asked), number);
  if (!version) throw notFound();
  return answerOf(version);
}
