import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { currentLanguage } from '../../lib/i18n';
import { getSession, startSession } from '../../lib/session';
import { didRecordsQueryOptions } from '../dids';
import { meQueryOptions, updateProfile, uploadAvatar, type User } from './api';
import { EditProfileSchema, profilePayload, type EditProfileForm } from './schemas';

type Save = { values: EditProfileForm; avatar: File | null };

/**
 * Saving the profile (spec §4): the avatar first (once: a retry after a failed save does not send
 * it again), then PUT /api/users/{id}; on success the member's profile in the cache is the saved
 * one, their DIDs are read again (a complete profile may earn some) and the session follows a
 * changed address.
 */
export function useSaveProfile(user: User) {
  const queryClient = useQueryClient();
  const uploaded = useRef<{ file: File; id: number } | null>(null);
  return useMutation({
    mutationFn: async ({ values, avatar }: Save) => {
      const fullName = [values.firstName, values.lastName].join(' ').trim();
      let imageId: number | undefined;
      if (avatar) {
        if (uploaded.current?.file !== avatar) {
          const image = await uploadAvatar(avatar, { name: avatar.name, alternativeText: fullName, caption: 'avatar' });
          uploaded.current = { file: avatar, id: image.id };
        }
        imageId = uploaded.current.id;
      }
      return updateProfile(user.id, profilePayload(v.parse(EditProfileSchema, values), user.id, currentLanguage(), imageId));
    },
    onSuccess: (updated) => {
      queryClient.setQueryData(meQueryOptions(user.id).queryKey, updated);
      void queryClient.invalidateQueries({ queryKey: didRecordsQueryOptions(user.id).queryKey });
      const session = getSession();
      if (session && session.userId === user.id && session.login !== updated.email) startSession({ ...session, login: updated.email });
    },
  });
}
