import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { useLingui } from '@lingui/react';
import { toast } from '../../../components/ui/toast';
import type { UploadedImage } from '../api';
import { AvatarError, checkAvatar } from '../avatar';
import { Avatar } from './Avatar';
import { CrossIcon } from './CrossIcon';

type Props = {
  current: UploadedImage | null | undefined;
  name: string;
  file: File | null;
  onFile: (file: File | null) => void;
  disabled?: boolean;
};

/**
 * The avatar on the edit page: the current picture, the chosen one's preview, and the file input.
 * A file that is not an image or is over 3,000,000 bytes is refused here, before any upload, with a
 * toast that has a cross icon (spec §5); the picture is uploaded when the member saves.
 */
export function AvatarPicker({ current, name, file, onFile, disabled }: Props) {
  const { _ } = useLingui();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const url = file ? URL.createObjectURL(file) : null;
    setPreview(url);
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [file]);

  function undo() {
    if (input.current) input.current.value = '';
    onFile(null);
  }

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.currentTarget.files?.[0];
    if (!chosen) return;
    try {
      checkAvatar(chosen);
      setProblem(null);
      onFile(chosen);
    } catch (error) {
      if (!(error instanceof AvatarError)) throw error;
      setProblem(error.key);
      toast.error(_(error.key), { icon: <CrossIcon />, toastId: `avatar-${error.key}` });
      event.currentTarget.value = '';
    }
  }

  return (
    <fieldset className="field avatar-picker">
      <legend>{_('editProfile.avatar.title')}</legend>
      <div className="avatar-picker__pictures">
        <figure>
          <Avatar image={current} name={name} alt={_('editProfile.avatar.current')} size={88} />
          <figcaption>{_('editProfile.avatar.current')}</figcaption>
        </figure>
        {file && preview && (
          <figure>
            <img className="avatar" src={preview} alt={_('editProfile.avatar.new')} width={88} height={88} />
            <figcaption>{_('editProfile.avatar.new')}</figcaption>
          </figure>
        )}
      </div>
      <label htmlFor={id}>{_('editProfile.avatar.choose')}</label>
      <input
        id={id}
        ref={input}
        type="file"
        accept="image/*"
        disabled={disabled}
        onChange={choose}
        aria-describedby={`${id}-hint${problem ? ` ${id}-error` : ''}`}
        aria-invalid={problem ? true : undefined}
      />
      <p id={`${id}-hint`} className="muted">
        {_('editProfile.avatar.hint')}
      </p>
      {problem && (
        <p id={`${id}-error`} className="field__error">
          {_(problem)}
        </p>
      )}
      {file && (
        <button type="button" className="link-button" disabled={disabled} onClick={undo}>
          {_('editProfile.avatar.undo')}
        </button>
      )}
    </fieldset>
  );
}
