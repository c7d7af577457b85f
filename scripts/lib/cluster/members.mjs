// Members and editor actions against a running cluster (production mode: mail goes to the mail
// catcher, not to a development mailbox). For the cluster tests and the cluster bench.
import { randomUUID } from 'node:crypto';
import { randomClientAddress, registrationBody } from '../join.mjs';
import { solvedChallenge } from '../proof-of-work.mjs';

/** A JSON call to one instance or to the front (`{ url }`), from a made-up client address. */
export async function call(target, path, init = {}) {
  const headers = new Headers(init.headers);
  if (init.json !== undefined) headers.set('Content-Type', 'application/json');
  if (init.token) headers.set('Authorization', `Bearer ${init.token}`);
  if (init.address) headers.set('X-Forwarded-For', init.address);
  const response = await fetch(`${target.url}${path}`, { ...init, headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body });
  const text = await response.text();
  let body = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: response.status, headers: response.headers, body };
}

/** The code of the newest set-password link mailed to `email`, read from the mail catcher's API. */
async function mailedCode(cluster, email) {
  for (let tries = 0; tries < 50; tries += 1) {
    const mails = await (await fetch(`${cluster.mail.webUrl}/api/email`)).json();
    const mail = mails.filter((m) => m.to.some((to) => to.address === email)).at(-1);
    const code = mail?.text?.match(/[?&]code=([A-Za-z0-9]+)/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no set-password mail for ${email}`);
}

/** A member made the way people join (register, mailed link, password), signed in: id and token. */
export async function joinMember(cluster, on) {
  const email = `member-${randomUUID()}@chispa.test`;
  const password = 'member-pass-2026';
  const address = randomClientAddress();
  const registered = await call(on, '/api/auth/local/register', { method: 'POST', address, json: { ...registrationBody(email), altcha: await solvedChallenge(on.url) } });
  if (registered.status !== 200) throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
  const code = await mailedCode(cluster, email);
  const reset = await call(on, '/api/auth/reset-password', { method: 'POST', address, json: { code, password, passwordConfirmation: password } });
  if (reset.status !== 200) throw new Error(`reset: ${reset.status} ${JSON.stringify(reset.body)}`);
  const login = await call(on, '/api/auth/local', { method: 'POST', address, json: { identifier: email, password } });
  return { email, id: login.body.user.id, token: login.body.jwt, address };
}

const ADMIN = { email: 'admin@chispa.test', password: 'Chispa-admin-2026' };
const adminTokens = new WeakMap();

/** One admin sign-in per cluster: the admin login is rate-limited (5 in a row). */
function adminToken(cluster) {
  let token = adminTokens.get(cluster);
  if (!token) {
    token = call(cluster, '/admin/login', { method: 'POST', json: ADMIN }).then((login) => {
      if (login.status !== 200) throw new Error(`admin login: ${login.status}`);
      return login.body.data.token;
    });
    adminTokens.set(cluster, token);
  }
  return token;
}

/** An editor's correction in the admin's campaign view: `amount` DIDs more for the member. */
export async function grantDids(cluster, member, amount) {
  const created = await call(cluster, '/campaign/corrections', {
    method: 'POST',
    token: await adminToken(cluster),
    json: { email: member.email, amount, note: 'DIDs para la prueba de carga', requestId: randomUUID() },
  });
  if (created.status >= 300) throw new Error(`correction: ${created.status} ${JSON.stringify(created.body)}`);
}
