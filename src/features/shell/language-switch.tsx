import { SegmentGroup, VisuallyHidden } from '@chakra-ui/react';

import { changeLanguage, isLanguage, LANGUAGE_NAMES, SUPPORTED_LANGUAGES, useTranslation } from '@/i18n';

/** EN / SV as a radio group; each option is announced by its own name (English, Svenska). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const active = i18n.resolvedLanguage ?? i18n.language;

  return (
    <SegmentGroup.Root
      size="sm"
      value={active}
      onValueChange={({ value }) => {
        if (isLanguage(value)) void changeLanguage(value);
      }}
      aria-label={t('language.label')}
    >
      <SegmentGroup.Indicator />
      {SUPPORTED_LANGUAGES.map((language) => (
        <SegmentGroup.Item key={language} value={language} px="3" lang={language}>
          <SegmentGroup.ItemText>
            <span aria-hidden="true">{LANGUAGE_NAMES[language].short}</span>
            <VisuallyHidden>{LANGUAGE_NAMES[language].name}</VisuallyHidden>
          </SegmentGroup.ItemText>
          <SegmentGroup.ItemHiddenInput />
        </SegmentGroup.Item>
      ))}
    </SegmentGroup.Root>
  );
}
