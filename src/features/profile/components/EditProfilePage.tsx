import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { setError, useForm } from '@modular-forms/react';
import { useSignals } from '@preact/signals-react/runtime';
import { TextField } from '../../../components/ui/TextField';
import { validateAll } from '../../../lib/form-validation';
import type { User } from '../api';
import { useSaveProfile } from '../use-save-profile';
import { countryOptions } from '../countries';
import { profileErrorKey } from '../errors';
import { EditProfileSchema, ERRORS, FIRST_BIRTH_DATE, GENDERS, localDay, type EditProfileForm } from '../schemas';
import { AvatarPicker } from './AvatarPicker';
import { PendingEmail } from './PendingEmail';
import { SelectField } from './SelectField';

/** Spec §4 and §9: the success and error messages show for 3000 ms. */
export const MESSAGE_MS = 3000;

type Outcome = { kind: 'saved'; confirmTo: string | null } | { kind: 'failed'; key: string } | null;

const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = {
  male: 'editProfile.gender.male',
  female: 'editProfile.gender.female',
  'non-binary': 'editProfile.gender.nonBinary',
};

/** /profile/edit (spec §2, §4, §5): the member's data and avatar; saved with PUT /api/users/{id}. */
export function EditProfilePage({ user }: { user: User }) {
  useSignals();
  const { _, i18n } = useLingui();
  const navigate = useNavigate();
  const saveProfile = useSaveProfile(user);
  const [avatar, setAvatar] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A date input with a half-typed date reports '' : remembered so it is refused, not saved as "no date".
  // A half-typed date reads as '' (and a field that was empty fires no event while it is typed in):
  // only the input itself knows, through validity.badInput, when it is read at save time.
  const birthDateInput = useRef<HTMLInputElement | null>(null);
  // A second submit before React re-renders must not send the profile twice.
  const inFlight = useRef(false);
  useEffect(() => () => clearTimeout(timer.current), []);

  const [form, { Form, Field }] = useForm<EditProfileForm>({
    initialValues: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      email: user.email,
      city: user.city ?? '',
      gender: user.gender ?? '',
      country: user.country ?? '',
      birthDate: user.birthDate ?? '',
    },
    validate: validateAll(EditProfileSchema),
    revalidateOn: 'change',
  });

  const countries = useMemo(() => countryOptions(i18n.locale, user.country), [i18n.locale, user.country]);
  const busy = saveProfile.isPending || outcome?.kind === 'saved';

  async function save(values: EditProfileForm) {
    if (inFlight.current) return;
    if (birthDateInput.current?.validity.badInput) {
      setError(form, 'birthDate', ERRORS.invalidDate);
      return;
    }
    inFlight.current = true;
    clearTimeout(timer.current);
    setOutcome(null);
    try {
      const updated = await saveProfile.mutateAsync({ values, avatar });
      // A new address is only asked for: it applies once confirmed from the link mailed to it.
      const asked = updated.pendingEmail && updated.pendingEmail !== user.pendingEmail ? updated.pendingEmail : null;
      setOutcome({ kind: 'saved', confirmTo: asked }); // stays locked (inFlight) until it has gone to /profile
      timer.current = setTimeout(() => void navigate({ to: '/profile' }), MESSAGE_MS);
    } catch (error) {
      const key = await profileErrorKey(error);
      if (key === ERRORS.invalidDate) setError(form, 'birthDate', key);
      setOutcome({ kind: 'failed', key });
      inFlight.current = false;
      timer.current = setTimeout(() => setOutcome(null), MESSAGE_MS);
    }
  }

  const displayName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

  return (
    <section className="page page--narrow edit-profile">
      <h1>{_('pages.editProfile.title')}</h1>
      <Form onSubmit={save} className="form" noValidate>
        <AvatarPicker current={user.image} name={displayName} file={avatar} onFile={setAvatar} disabled={busy} />
        <Field name="firstName">
          {(field, props) => <TextField {...props} label={_('editProfile.firstName')} autoComplete="given-name" maxLength={225} field={field} />}
        </Field>
        <Field name="lastName">
          {(field, props) => <TextField {...props} label={_('editProfile.lastName')} autoComplete="family-name" maxLength={225} field={field} />}
        </Field>
        <Field name="email">
          {(field, props) => (
            <TextField {...props} type="email" inputMode="email" autoComplete="email" label={_('editProfile.email')} maxLength={500} field={field} />
          )}
        </Field>
        <PendingEmail email={user.pendingEmail} />
        <Field name="city">
          {(field, props) => <TextField {...props} label={_('editProfile.city')} autoComplete="address-level2" maxLength={225} field={field} />}
        </Field>
        <Field name="country">
          {(field, props) => (
            <SelectField
              {...props}
              label={_('editProfile.country')}
              autoComplete="country"
              options={[{ value: '', label: _('editProfile.notSaying') }, ...countries.map(({ code, name }) => ({ value: code, label: name }))]}
              field={field}
            />
          )}
        </Field>
        <Field name="gender">
          {(field, props) => (
            <SelectField
              {...props}
              label={_('editProfile.gender')}
              options={[{ value: '', label: _('editProfile.notSaying') }, ...GENDERS.map((gender) => ({ value: gender, label: _(GENDER_LABELS[gender]) }))]}
              field={field}
            />
          )}
        </Field>
        <Field name="birthDate">
          {(field, props) => (
            <TextField
              {...props}
              type="date"
              autoComplete="bday"
              min={FIRST_BIRTH_DATE}
              max={localDay()}
              label={_('editProfile.birthDate')}
              field={field}
              ref={(element) => {
                props.ref(element);
                birthDateInput.current = element;
              }}
              onBlur={(event) => {
                props.onBlur(event);
                if (event.currentTarget.validity.badInput) setError(form, 'birthDate', ERRORS.invalidDate);
              }}
            />
          )}
        </Field>
        {outcome?.kind === 'saved' && (
          <p className="alert alert--success" role="status">
            {_('editProfile.successMessage')}
            {outcome.confirmTo && ` ${_('editProfile.confirmEmailSent', { email: outcome.confirmTo })}`}
          </p>
        )}
        {outcome?.kind === 'failed' && (
          <p className="alert alert--error" role="alert">
            {_('editProfile.errorMessage')} {_(outcome.key)}
          </p>
        )}
        <div className="actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {saveProfile.isPending ? _('editProfile.saving') : _('editProfile.save')}
          </button>
          <Link to="/profile" className="button">
            {_('editProfile.cancel')}
          </Link>
        </div>
      </Form>
      <section className="profile-section" aria-labelledby="password-title">
        <h2 id="password-title">{_('editProfile.passwordTitle')}</h2>
        <p className="muted">{_('editProfile.passwordText')}</p>
        <Link to="/sendResetPassword" className="button">
          {_('editProfile.resetPassword')}
        </Link>
      </section>
    </section>
  );
}
