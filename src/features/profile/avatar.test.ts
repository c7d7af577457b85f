// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, AvatarError, checkAvatar } from './avatar';

const file = (size: number, type = 'image/png') => ({ size, type });

describe('avatar check before upload (spec §5)', () => {
  it('allows an image of exactly 3,000,000 bytes', () => {
    expect(AVATAR_MAX_BYTES).toBe(3_000_000);
    expect(() => checkAvatar(file(3_000_000))).not.toThrow();
    expect(() => checkAvatar(file(1, 'image/jpeg'))).not.toThrow();
  });

  it('refuses 3,000,001 bytes with the internal Size Error and toast.image.error.big', () => {
    expect(() => checkAvatar(file(3_000_001))).toThrow(AvatarError);
    expect(() => checkAvatar(file(3_000_001))).toThrow(expect.objectContaining({ message: 'Size Error', key: 'toast.image.error.big' }));
  });

  it('refuses a file that is not an image, whatever its size', () => {
    for (const type of ['application/pdf', 'text/html', '', 'video/mp4']) {
      expect(() => checkAvatar(file(10, type))).toThrow(expect.objectContaining({ key: 'editProfile.avatar.notAnImage' }));
    }
  });
});
