import { VisuallyHidden } from '@chakra-ui/react';

import { changeLanguage, LANGUAGE_NAMES, SUPPORTED_LANGUAGES, useTranslation } from '@/i18n';
import { SegmentedRadio } from '@/ui/segmented-radio';

/** EN / SV as a radio group; each option is announced by its own name (English, Svenska). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const active = i18n.resolvedLanguage ?? i18n.language;

  return (
    <SegmentedRadio
      label={t('language.label')}
      value={active}
      onChange={(language) => void changeLanguage(language)}
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
