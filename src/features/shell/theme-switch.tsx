import { Text, type IconProps } from '@chakra-ui/react';
import type { ComponentType } from 'react';

import { THEMES, type Theme } from '@/config';
import { useTranslation } from '@/i18n';
import { SegmentedRadio } from '@/ui/segmented-radio';

import { useColorMode } from './color-mode';
import { MonitorIcon, MoonIcon, SunIcon } from './icons';

const THEME_ICONS: Record<Theme, ComponentType<IconProps>> = {
  system: MonitorIcon,
  light: SunIcon,
  dark: MoonIcon,
};

/**
 * System / light / dark as a radio group: arrow keys move between options. `onChange` replaces the plain
 * local switch (the signed-in shell passes usePreferences' setter, which also saves to the account).
 */
export function ThemeSwitch({ onChange }: { onChange?: (theme: Theme) => void }) {
  const { t } = useTranslation();
  const { theme, setTheme } = useColorMode();

  return (
    <SegmentedRadio
      label={t('theme.label')}
      value={theme}
      onChange={onChange ?? setTheme}
      options={THEMES.map((option) => {
        const ThemeIcon = THEME_ICONS[option];
        return {
          value: option,
          title: t(`theme.${option}`),
          label: (
            <>
              <ThemeIcon size="sm" />
              {/* Icons only on narrow screens; the name stays for screen readers. */}
              <Text as="span" srOnly={{ base: true, sm: false }}>
                {t(`theme.${option}`)}
              </Text>
            </>
          ),
        };
      })}
    />
  );
}
