import { useId } from 'react';
import { useLingui } from '@lingui/react';
import { useQueryClient } from '@tanstack/react-query';
import { activateLanguage, OFFERED_LANGUAGES, resolveLanguage } from '../../lib/i18n';

const NAMES: Record<(typeof OFFERED_LANGUAGES)[number], string> = { es: 'Español', en: 'English' };

export function LanguageSelector({ onChange }: { onChange: (language: string) => void }) {
  const { _, i18n } = useLingui();
  const queryClient = useQueryClient();
  const id = useId();

  async function change(language: string) {
    await activateLanguage(language);
    // Content is translated by the server too: fetch it again in the new language.
    await queryClient.invalidateQueries();
    onChange(language);
  }

  return (
    <div className="language-selector">
      <label htmlFor={id}>{_('language.label')}</label>
      <select id={id} value={resolveLanguage(i18n.locale)} onChange={(event) => void change(event.target.value)}>
        {OFFERED_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
