import { VisuallyHidden } from '@chakra-ui/react';

import { markUnsaved } from '@/config';
import { changeLanguage, LANGUAGE_NAMES, SUPPORTED_LANGUAGES, useTranslation, type Language } from '@/i18n';
import { SegmentedRadio } from '@/ui/segmented-radio';

/**
 * EN / SV as a radio group; each option is announced by its own name (English, Svenska). `onChange` replaces
 * the plain local switch (the signed-in shell passes usePreferences' setter, which also saves to the account);
 * the plain one, used signed out, marks the choice as still to be saved to the account.
 */
export function LanguageSwitch({ onChange }: { onChange?: (language: Language) => void }) {
  const { t, i18n } = useTranslation();
  const active = i18n.resolvedLanguage ?? i18n.language;

  return (
    <SegmentedRadio
      label={t('language.label')}
      value={active}
      onChange={
        onChange ??
        ((language) => {
          markUnsaved('language');
          void changeLanguage(language);
        })
      }
      options={SUPPORTED_LANGUAGES.map((language) => ({
        value: language,
        lang: language,
        label: (
          <>
            <span aria-hidden="true">{LANGUAGE_NAMES[language].short}</span>
            <VisuallyHidden>{LANGUAGE_NAMES[language].name}</VisuallyHidden>
          </>
        ),
      }))}
    />
  );
}
