import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { apiClient } from './client';
import type { Editor } from './editor';

/**
 * A new admin account with one of Strapi's roles (strapi-author, strapi-editor), made as a Super Admin
 * invites one and the invitee accepts: its own client, signed in.
 */
export async function adminWithRole(superAdmin: Editor, roleCode: string) {
  const roles = await superAdmin.call('/admin/roles');
  const role = (roles.body.data as Array<{ id: number; code: string }>).find((r) => r.code === roleCode)!;
  const email = `${roleCode}-${randomUUID()}@chispa.test`;
  const invited = await superAdmin.call('/admin/users', { method: 'POST', json: { email, firstname: 'Prueba', lastname: roleCode, roles: [role.id] } });
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const client = apiClient();
  const password = `Chispa-${randomUUID()}`;
  const registered = await client.call('/admin/register', {
    method: 'POST',
    json: { registrationToken: invited.body.data.registrationToken, userInfo: { firstname: 'Prueba', lastname: roleCode, password } },
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  const token = registered.body.data.token as string;
  return { email, call: (path: string, init: Parameters<typeof client.call>[1] = {}) => client.call(path, { ...init, token }) };
}

/** RFC 4180, as a spreadsheet reads it: quoted fields may hold delimiters, doubled quotes and line breaks. */
export function parseCsv(text: string, delimiter = ';'): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted) {
      field += char;
    } else if (char === delimiter) {
      endField();
    } else if (char === '\r' && text[i + 1] === '\n') {
      endField();
      rows.push(row);
      row = [];
      i += 1;
    } else {
      field += char;
    }
  }
  if (field || row.length) {
    endField();
    rows.push(row);
  }
  return rows;
}
