import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { http } from '../../lib/http';
import { BlocksSchema, LocaleSchema, MediaSchema, singleOf } from '../../lib/schemas';
import { isStillVoting, STATUSES, TYPES } from '../voting';
import type { Language } from '../../lib/i18n';
import { partnerListRequest, partnerRequest } from './requests';

const PartnerProjectSchema = v.object({
  documentId: v.string(),
  /** Its own language where the partner's is lacking it (docs/decisions/i18n/related-items-fall-back.md). */
  locale: LocaleSchema,
  name: v.string(),
  subtitle: v.nullish(v.string()),
  currentstatus: v.picklist(STATUSES),
  project_type: v.nullish(v.picklist(TYPES)),
  voting_start: v.nullish(v.string()),
  voting_end: v.nullish(v.string()),
  mainImage: v.nullish(MediaSchema),
  images: v.nullish(v.array(MediaSchema)),
  // A form project's window is its reward's (the voting rules: votingPhase).
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


const PartnerPageSchema = v.object({
  data: v.array(PartnerSchema),
  meta: v.optional(v.object({ pagination: v.optional(v.object({ total: v.number() })) })),
});

/** One page of the list, with how many partners the search finds in all. */
export type PartnerPage = { partners: Partner[]; total: number };

export async function fetchPartners(search: string, page = 1): Promise<PartnerPage> {
  const { data, meta } = v.parse(PartnerPageSchema, await http.read(partnerListRequest(search, page)).json());
  return { partners: data, total: meta?.pagination?.total ?? data.length };
}

export async function fetchPartner(documentId: string): Promise<Partner> {
  return v.parse(singleOf(PartnerSchema), await http.read(partnerRequest(documentId)).json()).data;
}

export const partnersQueryOptions = (search: string, language: Language, page = 1) =>
  queryOptions({ queryKey: ['partners', language, search.trim(), page], queryFn: () => fetchPartners(search, page) });

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
