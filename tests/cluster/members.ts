import { randomUUID } from 'node:crypto';
import { randomClientAddress, registrationBody } from '../../scripts/lib/join.mjs';
import { call, type Cluster, type Instance } from './instances';

type Mail = { to: Array<{ address: string }>; text?: string; date?: string };

/** The code of the newest set-password link mailed to `email`, read from the mail catcher's API. */
async function mailedCode(cluster: Cluster, email: string): Promise<string> {
  for (let tries = 0; tries < 50; tries += 1) {
    const mails = (await (await fetch(`${cluster.mail.webUrl}/api/email`)).json()) as Mail[];
    const mail = mails.filter((m) => m.to.some((to) => to.address === email)).at(-1);
    const code = mail?.text?.match(/[?&]code=([A-Za-z0-9]+)/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no set-password mail for ${email}`);
}

/** A member made the way people join (register, mailed link, password), signed in: id and token. */
export async function joinMember(cluster: Cluster, on: Instance) {
  const email = `member-${randomUUID()}@chispa.test`;
  const password = 'member-pass-2026';
  const address = randomClientAddress();
  const registered = await call(on, '/api/auth/local/register', { method: 'POST', address, json: registrationBody(email) });
  if (registered.status !== 200) throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
  const code = await mailedCode(cluster, email);
  const reset = await call(on, '/api/auth/reset-password', { method: 'POST', address, json: { code, password, passwordConfirmation: password } });
  if (reset.status !== 200) throw new Error(`reset: ${reset.status} ${JSON.stringify(reset.body)}`);
  const login = await call(on, '/api/auth/local', { method: 'POST', address, json: { identifier: email, password } });
  return { email, id: login.body.user.id as number, token: login.body.jwt as string, address };
}

export type JoinedMember = Awaited<ReturnType<typeof joinMember>>;

const ADMIN = { email: 'admin@chispa.test', password: 'Chispa-admin-2026' };

const adminTokens = new WeakMap<Cluster, Promise<string>>();

/** One admin sign-in per cluster: the admin login is rate-limited (5 in a row). */
function adminToken(cluster: Cluster) {
  let token = adminTokens.get(cluster);
  if (!token) {
    token = call(cluster, '/admin/login', { method: 'POST', json: ADMIN }).then((login) => {
      if (login.status !== 200) throw new Error(`admin login: ${login.status}`);
      return login.body.data.token as string;
    });
    adminTokens.set(cluster, token);
  }
  return token;
}

/** An editor's adjustment in the admin panel: `amount` DIDs more for the member. */
export async function grantDids(cluster: Cluster, member: JoinedMember, amount: number) {
  const created = await call(cluster, '/content-manager/collection-types/api::did-record.did-record', {
    method: 'POST',
    token: await adminToken(cluster),
    json: { amount, reason: 'adjustment', user: { connect: [{ id: member.id }] } },
  });
  if (created.status >= 300) throw new Error(`adjustment: ${created.status} ${JSON.stringify(created.body)}`);
}
