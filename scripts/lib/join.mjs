// Makes a member the way people join — register, follow the mailed set-password link, set a
// password — against a server whose development mailbox is on. For tests and the benchmark.
import { randomBytes, randomUUID } from 'node:crypto';
import { solvedChallenge } from './proof-of-work.mjs';

/**
 * A made-up client address for an X-Forwarded-For header, so that simulated people are counted
 * apart by a server that trusts one proxy hop. From the IPv6 documentation prefix 2001:db8::/32
 * (RFC 3849: nothing is ever sent there), wide enough that two simulated clients never share one
 * (the tests exhaust some addresses' throttles on purpose). Through the app's own proxy, which
 * appends the real address, it changes nothing.
 */
export const randomClientAddress = () => `2001:db8:${randomBytes(6).toString('hex').match(/.{4}/g).join(':')}::1`;

async function post(url, body, address) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** The newest link the development mailbox holds for an address. */
export async function mailedLink(base, email) {
  const { data } = await (await fetch(new URL('/dev/mailbox.json', base))).json();
  const mail = data.find((m) => m.to === email.toLowerCase());
  if (!mail?.links[0]) throw new Error(`no mail with a link for ${email}`);
  return mail.links[0];
}

/**
 * What the app's registration form sends: a generated password (the member sets their own from the
 * mail), userType 'default', both ticks.
 * @param {string} email
 * @param {Record<string, unknown>} [extra] fields to add or override
 */
export const registrationBody = (email, extra = {}) => ({
  email,
  username: email,
  password: `generated-${randomUUID()}`,
  userType: 'default',
  giftToken: null,
  locale: 'es',
  firstName: 'Test',
  lastName: 'Member',
  referenceCode: null,
  privacyPolicy: true,
  termsAgreement: true,
  ageDeclaration: true,
  ...extra,
});

/**
 * @param {string} base the server or app origin
 * @param {Record<string, unknown>} [extra] registration fields to add or override
 * @returns {Promise<{ email: string, password: string }>}
 */
export async function joinAsNewMember(base, extra = {}) {
  const email = `member-${randomUUID()}@chispa.test`;
  const password = 'member-pass-2026';
  const address = randomClientAddress();
  await post(new URL('/api/auth/local/register', base), { ...registrationBody(email, extra), altcha: await solvedChallenge(base) }, address);
  const code = new URL(await mailedLink(base, email)).searchParams.get('code');
  await post(new URL('/api/auth/reset-password', base), { code, password, passwordConfirmation: password }, address);
  return { email, password };
}
