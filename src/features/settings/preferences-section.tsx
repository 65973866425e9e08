import { Field, Stack, Switch, Text, type IconProps } from '@chakra-ui/react';
import type { ComponentType } from 'react';

import { THEMES, type Theme } from '@/config';
import { MonitorIcon, MoonIcon, SunIcon } from '@/ui/icons';
import { LANGUAGE_NAMES, SUPPORTED_LANGUAGES, useTranslation } from '@/i18n';
import { SegmentedRadio } from '@/ui/segmented-radio';
import { toaster } from '@/ui/toaster';

import { SettingsSection } from './settings-section';
import { usePreferences } from '@/session/preferences';

const THEME_ICONS: Record<Theme, ComponentType<IconProps>> = {
  system: MonitorIcon,
  light: SunIcon,
  dark: MoonIcon,
};

/** Theme, language and email notifications: each applies at once and is saved to the account. */
export function PreferencesSection() {
  const { t } = useTranslation();
  const preferences = usePreferences();

  return (
    <SettingsSection
      title={t('pages.settings.preferences.title')}
      description={t('pages.settings.preferences.description')}
    >
      <Stack gap="6">
        <Stack gap="2" align="flex-start">
          <Text as="span" fontWeight="medium" fontSize="sm" aria-hidden>
            {t('pages.settings.preferences.theme')}
          </Text>
          <SegmentedRadio
            label={t('pages.settings.preferences.theme')}
            value={preferences.theme}
            onChange={preferences.setTheme}
            options={THEMES.map((theme) => {
              const ThemeIcon = THEME_ICONS[theme];
              return {
                value: theme,
                label: (
                  <>
                    <ThemeIcon size="sm" />
                    {t(`theme.${theme}`)}
                  </>
                ),
              };
            })}
          />
        </Stack>
        <Stack gap="2" align="flex-start">
          <Text as="span" fontWeight="medium" fontSize="sm" aria-hidden>
            {t('pages.settings.preferences.language')}
          </Text>
          <SegmentedRadio
            label={t('pages.settings.preferences.language')}
            value={preferences.language}
            onChange={preferences.setLanguage}
            options={SUPPORTED_LANGUAGES.map((language) => ({
              value: language,
              lang: language,
              label: LANGUAGE_NAMES[language].name,
            }))}
          />
        </Stack>
        <Field.Root>
          <Switch.Root
            checked={preferences.notifications ?? false}
            disabled={preferences.notifications === undefined}
            onCheckedChange={({ checked }) =>
              preferences.setNotifications(checked, {
                onSaved: () =>
                  toaster.create({
                    type: 'success',
                    title: t(
                      checked
                        ? 'pages.settings.preferences.notificationsOn'
                        : 'pages.settings.preferences.notificationsOff',
                    ),
                  }),
              })
            }
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>{t('pages.settings.preferences.notifications')}</Switch.Label>
          </Switch.Root>
          <Field.HelperText>{t('pages.settings.preferences.notificationsHint')}</Field.HelperText>
        </Field.Root>
      </Stack>
    </SettingsSection>
  );
}
