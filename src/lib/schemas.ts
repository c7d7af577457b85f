import * as v from 'valibot';

/** Shapes shared by several features' API schemas. */
export const MediaSchema = v.object({
  url: v.string(),
  name: v.nullish(v.string()),
  alternativeText: v.nullish(v.string()),
  width: v.nullish(v.number()),
  height: v.nullish(v.number()),
  formats: v.nullish(v.record(v.string(), v.object({ url: v.string(), width: v.number(), height: v.optional(v.number()) }))),
});
export type Media = v.InferOutput<typeof MediaSchema>;

/** Rich text arrives as Strapi blocks; the renderer copes with any shape, so only "a list" is checked. */
export const BlocksSchema = v.nullish(v.array(v.unknown()));

/**
 * The language an item of content is written in: the member's, or Spanish where theirs is lacking
 * (docs/decisions/i18n/spanish-fallback.md). Its texts carry it as their `lang`, so that screen readers read them right.
 */
export const LocaleSchema = v.optional(v.string());

export const listOf = <T extends v.GenericSchema>(item: T) => v.object({ data: v.array(item), meta: v.optional(v.unknown()) });
export const singleOf = <T extends v.GenericSchema>(item: T) => v.object({ data: item });
