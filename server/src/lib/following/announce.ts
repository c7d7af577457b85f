import type { Core } from '@strapi/strapi';
import { now } from '../clock';
import { deliver, memberRows, type PushEvent } from '../push/deliver';
import type { Topic } from '../push/config';
import type { Titles } from '../published-titles';
import { writeInboxRows, type MailTopic, type MemberAudience } from '../strapi-internals';

/** The inbox's topics: a member's channel choices (push, mail) are per topic. */
export type InboxTopic = MailTopic;

/** The device topic that carries each inbox topic's push. */
export const PUSH_TOPIC: Record<InboxTopic, Topic> = { updates: 'projectUpdates', results: 'projectResults', draws: 'drawResults' };

/** What an inbox entry says beyond its kind: the project's (or reward's) titles and the event's own details. */
export type InboxParams = { titles: Titles; detail?: Titles; progress?: number | null; status?: string | null };

/** Who hears it: a project's followers, or a draw's ticket holders (each with `won`) and the project's other followers. */
export type AnnounceAudience =
  | { kind: 'followers'; project: string }
  | { kind: 'drawEntrants'; drawId: number; winners: number[]; followersOf: string | null }
  | { kind: 'members'; members: Map<number, { won?: boolean }>; followersOf: string | null };

export type Announcement = {
  /** `projectUpdate:<update>`, `projectResults:<project>`, `drawResults:<reward>`: announcing it again is a no-op. */
  key: string;
  topic: InboxTopic;
  params: InboxParams;
  /** The app's page it leads to. */
  url: string;
  audience: AnnounceAudience;
};

const memberAudience = (audience: AnnounceAudience): MemberAudience => (audience.kind === 'members' ? { ...audience, members: memberRows(audience.members) } : audience);

/**
 * Tells an event to its audience: an inbox row for each member, whatever their push settings (the
 * inbox is a channel of its own and the source of every mail), in one INSERT … SELECT however many
 * they are; then the push for the same audience, to the devices that asked for the topic (nothing
 * when push is not configured). Idempotent per event key, in the inbox and in the push queue alike.
 */
export async function announce(strapi: Core.Strapi, announcement: Announcement) {
  const { key, topic, params, url, audience } = announcement;
  const at = now();
  const json = (own: { won?: boolean }) => JSON.stringify({ ...params, ...own });
  await writeInboxRows(strapi, { key, topic, url, at, params: { won: json({ won: true }), lost: json({ won: false }), none: json({}) }, audience: memberAudience(audience) });
  const push: PushEvent = { key, topic: PUSH_TOPIC[topic], titles: params.titles, url, audience };
  // The queue runs on real time (its sender and backoff), not on the rules' clock.
  return deliver(strapi, push);
}

/** Announces off the caller's path (a draw's pass, a scheduler's run): a failure is logged, never thrown. */
export function announceLater(strapi: Core.Strapi, what: string, announcement: () => Promise<Announcement | null>) {
  void announcement()
    .then((ready) => (ready ? announce(strapi, ready) : null))
    .catch((error: Error) => strapi.log.warn(`Announcing ${what} failed: ${error.message}`));
}
