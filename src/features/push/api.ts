import * as v from 'valibot';
import { http } from '../../lib/http';
import { singleOf } from '../../lib/schemas';

export const TOPICS = ['newProjects', 'votingClosing', 'drawResults', 'offlineDids', 'projectResults', 'projectUpdates'] as const;
export type Topic = (typeof TOPICS)[number];

const KeySchema = singleOf(v.object({ publicKey: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]+$/)) }));
const OwnSchema = singleOf(v.nullable(v.object({ topics: v.array(v.picklist(TOPICS)) })));

export const fetchPushKey = async () => v.parse(KeySchema, await http.get('push/key').json()).data.publicKey;

/** This device's topics for the signed-in member (null: not subscribed for them). */
export const fetchOwnTopics = async (endpoint: string) => v.parse(OwnSchema, await http.get('push/subscription', { searchParams: { endpoint } }).json()).data?.topics ?? null;

export async function saveTopics(subscription: PushSubscription, topics: Topic[], locale: string) {
  const { endpoint, keys } = subscription.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
  await http.put('push/subscription', { json: { endpoint, keys, topics, locale } });
}

export const removeSubscription = async (endpoint: string) => {
  await http.delete('push/subscription', { searchParams: { endpoint } });
};
