/** Spec §5 and §9: an avatar is an image of at most 3,000,000 bytes. */
export const AVATAR_MAX_BYTES = 3_000_000;

export const AVATAR_ERRORS = {
  tooBig: 'toast.image.error.big',
  notAnImage: 'editProfile.avatar.notAnImage',
  tooManyPixels: 'editProfile.avatar.tooManyPixels',
} as const;

/** Raised for a picture the app will not upload; `key` is the message the member sees. */
export class AvatarError extends Error {
  constructor(
    message: 'Size Error' | 'Type Error',
    readonly key: string,
  ) {
    super(message);
    this.name = 'AvatarError';
  }
}

/**
 * Checks a chosen file before anything is sent: it must say it is an image and be at most
 * 3,000,000 bytes (spec §8: the internal 'Size Error'). The server checks the bytes again.
 */
export function checkAvatar(file: Pick<File, 'type' | 'size'>): void {
  if (!file.type.startsWith('image/')) throw new AvatarError('Type Error', AVATAR_ERRORS.notAnImage);
  if (file.size > AVATAR_MAX_BYTES) throw new AvatarError('Size Error', AVATAR_ERRORS.tooBig);
}
