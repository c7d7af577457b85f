import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { http } from '../../lib/http';
import { BlocksSchema, LocaleSchema, MediaSchema, singleOf } from '../../lib/schemas';
import type { Language } from '../../lib/i18n';
import { takeEarly } from '../../lib/early-data';
import { homeSingleRequest } from './requests';

const text = v.nullish(v.string());

const HomeSectionSchema = v.object({
  locale: LocaleSchema,
  title: text,
  subtitle: text,
  videoUrlDesktop: text,
  videoUrlMobile: text,
  imageDesktop: v.nullish(MediaSchema),
  imageMobile: v.nullish(MediaSchema),
});

const BannerSchema = v.object({
  locale: LocaleSchema,
  enabled: v.nullish(v.boolean()),
  title: text,
  subtitle: text,
  description: BlocksSchema,
  buttonUrl: text,
  buttonLabel: text,
  mobileImage: v.nullish(MediaSchema),
  desktopImage: v.nullish(MediaSchema),
});

export type HomeSection = v.InferOutput<typeof HomeSectionSchema>;
export type Banner = v.InferOutput<typeof BannerSchema>;

/** A single type editors have not filled yet answers 404: the section is simply not shown. */
async function optionalSingle<T extends v.GenericSchema>(path: 'home-section1' | 'home-section2' | 'banner-configuration', schema: T): Promise<v.InferOutput<T> | null> {
  try {
    return v.parse(singleOf(schema), await http.read(homeSingleRequest(path)).json()).data;
  } catch (error) {
    if ((error as { response?: Response }).response?.status === 404) return null;
    throw error;
  }
}

/** The key index.html's early request for the first section goes by (vite-plugins/home-preload.ts). */
export const earlyFirstSectionKey = (language: Language) => `home-section1:${language}`;

/** The first section sits at the top of the home page: index.html may have asked for it already. */
async function firstSection(language: Language) {
  const early = await takeEarly(earlyFirstSectionKey(language));
  if (early?.status === 404) return null;
  if (early?.status === 200) return v.parse(singleOf(HomeSectionSchema), early.body).data;
  return optionalSingle('home-section1', HomeSectionSchema);
}

export const homeSectionQueryOptions = (section: 1 | 2, language: Language) =>
  queryOptions({
    queryKey: ['home-section', section, language],
    queryFn: () => (section === 1 ? firstSection(language) : optionalSingle(`home-section${section}`, HomeSectionSchema)),
  });

export const bannerQueryOptions = (language: Language) =>
  queryOptions({ queryKey: ['banner', language], queryFn: () => optionalSingle('banner-configuration', BannerSchema) });
