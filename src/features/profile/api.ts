import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { http } from '../../lib/http';
import { MediaSchema } from '../../lib/schemas';
import type { ProfilePayload } from './schemas';

const text = v.nullish(v.string());

/** An uploaded picture as the server answers it (spec §3: id, documentId, name, url). */
export const UploadedImageSchema = v.object({ ...MediaSchema.entries, id: v.number(), documentId: v.string() });
export type UploadedImage = v.InferOutput<typeof UploadedImageSchema>;

/** The signed-in member (spec §3 "User"), as `GET /api/users/me?populate=all` answers it. */
export const UserSchema = v.object({
  id: v.number(),
  email: v.string(),
  firstName: text,
  lastName: text,
  city: text,
  country: text,
  gender: text,
  birthDate: text,
  createdAt: v.string(),
  referralCode: text,
  userType: v.optional(v.picklist(['default', 'premium']), 'default'),
  image: v.nullish(UploadedImageSchema),
  /** A new address asked for and not yet confirmed from it (only ever sent to its owner). */
  pendingEmail: v.nullish(v.string()),
  /** How the member proved who they are (census or invitation code), and when; none yet: null. */
  verificationMethod: v.nullish(v.picklist(['census', 'code'])),
  verifiedAt: text,
});

export type User = v.InferOutput<typeof UserSchema>;

export async function fetchMe(): Promise<User> {
  return v.parse(UserSchema, await http.get('users/me', { searchParams: { populate: 'all' } }).json());
}

export const meQueryOptions = (userId: number) => queryOptions({ queryKey: ['member', userId, 'me'], queryFn: fetchMe });

/** `PUT /api/users/{id}` (spec §7): the form's fields, the id and the locale; answers the updated member. */
export async function updateProfile(userId: number, payload: ProfilePayload): Promise<User> {
  return v.parse(UserSchema, await http.put(`users/${userId}`, { json: payload }).json());
}

/** `POST /api/upload` (spec §7): multipart `fileInfo` (JSON) and `files`; the first item of the answer is the file. */
export async function uploadAvatar(file: File, fileInfo: { name: string; alternativeText: string; caption: string }): Promise<UploadedImage> {
  const body = new FormData();
  body.append('fileInfo', JSON.stringify(fileInfo));
  body.append('files', file, file.name);
  const answer = v.parse(v.pipe(v.array(UploadedImageSchema), v.minLength(1)), await http.post('upload', { body }).json());
  return answer[0]!;
}
