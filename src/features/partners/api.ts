import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { http } from '../../lib/http';
import { BlocksSchema, listOf, LocaleSchema, MediaSchema, singleOf } from '../../lib/schemas';
import { isStillVoting, STATUSES, TYPES } from '../projects';
import type { Language } from '../../lib/i18n';

const PartnerProjectSchema = v.object({
  documentId: v.string(),
  name: v.string(),
  subtitle: v.nullish(v.string()),
  currentstatus: v.picklist(STATUSES),
  project_type: v.nullish(v.picklist(TYPES)),
  voting_start: v.nullish(v.string()),
  voting_end: v.nullish(v.string()),
  mainImage: v.nullish(MediaSchema),
  images: v.nullish(v.array(MediaSchema)),
  // A form project's window is its reward's (projects' rules: votingPhase).
  reward: v.nullish(v.object({ start_date: v.string(), end_date: v.string() })),
});

const PartnerSchema = v.object({
  documentId: v.string(),
  locale: LocaleSchema,
  name: v.string(),
  imagePath: v.nullish(MediaSchema),
  description_rt: BlocksSchema,
  projects: v.nullish(v.array(PartnerProjectSchema)),
});

export type Partner = v.InferOutput<typeof PartnerSchema>;

/** Spec §7: name search, limit 100, offset 0, sorted by name. */
export const PARTNER_LIST = { limit: 100, offset: 0, sort: 'name' } as const;

export async function fetchPartners(search: string): Promise<Partner[]> {
  const searchParams: Record<string, string | number> = { ...PARTNER_LIST };
  if (search.trim()) searchParams['filters[name][$containsi]'] = search.trim();
  return v.parse(listOf(PartnerSchema), await http.get('partners', { searchParams }).json()).data;
}

/**
 * Spec §7: a partner is read with its projects populated with their images. Strapi's populate object:
 * the partner's picture, and per project the fields the page lists plus `images` and `mainImage`.
 */
export const PARTNER_POPULATE = {
  'populate[imagePath]': 'true',
  'populate[projects][fields][0]': 'name',
  'populate[projects][fields][1]': 'subtitle',
  'populate[projects][fields][2]': 'currentstatus',
  'populate[projects][fields][3]': 'project_type',
  'populate[projects][fields][4]': 'voting_start',
  'populate[projects][fields][5]': 'voting_end',
  'populate[projects][populate][images]': 'true',
  'populate[projects][populate][mainImage]': 'true',
  'populate[projects][populate][reward][fields][0]': 'start_date',
  'populate[projects][populate][reward][fields][1]': 'end_date',
} as const;

export async function fetchPartner(documentId: string): Promise<Partner> {
  return v.parse(singleOf(PartnerSchema), await http.get(`partners/${encodeURIComponent(documentId)}`, { searchParams: PARTNER_POPULATE }).json()).data;
}

export const partnersQueryOptions = (search: string, language: Language) =>
  queryOptions({ queryKey: ['partners', language, search.trim()], queryFn: () => fetchPartners(search) });

export const partnerQueryOptions = (documentId: string, language: Language) =>
  queryOptions({ queryKey: ['partner', documentId, language], queryFn: () => fetchPartner(documentId) });

/**
 * Spec §2: "ongoing" projects are published ones; "past" are approved or ongoing. Published projects
 * still in voting (or about to be; a form project: its reward's sign-up) are ongoing; one whose
 * window closed is past.
 */
export const ongoingProjects = (partner: Partner, now = Date.now()) => (partner.projects ?? []).filter((p) => isStillVoting(p, now));
export const pastProjects = (partner: Partner, now = Date.now()) =>
  (partner.projects ?? []).filter((p) => p.currentstatus === 'approved' || p.currentstatus === 'ongoing' || (p.currentstatus === 'published' && !isStillVoting(p, now)));
