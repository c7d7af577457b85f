import { describe, expect, it } from 'vitest';
import { signInEditor } from './editor';
import { newMember } from './members';

type Permissions = Record<string, { controllers: Record<string, Record<string, { enabled: boolean }>> }>;
type Role = { id: number; name: string; description: string; type: string; permissions: Permissions };

// Issue 18 keeps each role's permissions in memory (lib/member-auth). An editor's change to a role
// must still apply to the very next request.
describe('members’ permissions, kept in memory', () => {
  it('follow an editor’s change to the role at the next request, both ways', async () => {
    const editor = await signInEditor();
    const member = await newMember();
    const listVotes = () => member.as('/api/user-project-supports');
    expect((await listVotes()).status).toBe(200);

    const roles = (await editor.call('/users-permissions/roles')).body.roles as Role[];
    const { id } = roles.find((role) => role.type === 'authenticated')!;
    const role = (await editor.call(`/users-permissions/roles/${id}`)).body.role as Role;
    const allow = async (enabled: boolean) => {
      role.permissions['api::user-project-support']!.controllers['user-project-support']!.find!.enabled = enabled;
      const saved = await editor.call(`/users-permissions/roles/${id}`, {
        method: 'PUT',
        json: { name: role.name, description: role.description, permissions: role.permissions },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    };

    try {
      await allow(false);
      expect((await listVotes()).status).toBe(403);
    } finally {
      await allow(true);
    }
    expect((await listVotes()).status).toBe(200);
  });

  it('refuse a token signed with another secret, and one that is not an access token', async () => {
    const member = await newMember();
    const [header, payload] = member.jwt.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    expect((await member.client.call('/api/user-project-supports', { token: forged })).status).toBe(401);
    const refreshShaped = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), type: 'refresh' })).toString('base64url')}.x`;
    expect((await member.client.call('/api/user-project-supports', { token: refreshShaped })).status).toBe(401);
  });
});
