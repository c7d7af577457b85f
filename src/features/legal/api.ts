import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { http } from '../../lib/http';
import { BlocksSchema, listOf, singleOf } from '../../lib/schemas';
import type { Language } from '../../lib/i18n';
import type { LegalKind } from './kinds';
import { legalTextRequest, legalVersionRequest, legalVersionsRequest } from './requests';

/** A language the server writes texts in; anything else it might add later is read as Spanish (its fallback). */
const TextLocaleSchema = v.fallback(v.picklist(['es', 'en']), 'es');
const VersionSchema = v.pipe(v.number(), v.integer(), v.minValue(1));

/** One version of a legal text (the current one, or any published before). `locale` is the text's own language. */
export const LegalTextSchema = v.object({
  kind: v.string(),
  locale: TextLocaleSchema,
  version: VersionSchema,
  title: v.string(),
  body: BlocksSchema,
  changeSummary: v.nullish(v.string()),
  material: v.optional(v.boolean(), false),
  publishedAt: v.string(),
});
export type LegalText = v.InferOutput<typeof LegalTextSchema>;

const VersionEntrySchema = v.object({
  version: VersionSchema,
  locale: TextLocaleSchema,
  title: v.string(),
  publishedAt: v.string(),
  material: v.optional(v.boolean(), false),
  changeSummary: v.nullish(v.string()),
});

export const legalTextQueryOptions = (kind: LegalKind, language: Language) =>
  queryOptions({
    queryKey: ['legal-text', kind, language],
    queryFn: async () => v.parse(singleOf(LegalTextSchema), await http.read(legalTextRequest(kind)).json()).data,
  });

export const legalVersionsQueryOptions = (kind: LegalKind, language: Language) =>
  queryOptions({
    queryKey: ['legal-versions', kind, language],
    queryFn: async () => v.parse(listOf(VersionEntrySchema), await http.read(legalVersionsRequest(kind)).json()).data,
  });

export const legalVersionQueryOptions = (kind: LegalKind, version: number, language: Language) =>
  queryOptions({
    queryKey: ['legal-text', kind, language, version],
    queryFn: async () => v.parse(singleOf(LegalTextSchema), await http.read(legalVersionRequest(kind, version)).json()).data,
  });
