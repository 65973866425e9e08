import { Text, type IconProps } from '@chakra-ui/react';
import type { ComponentType } from 'react';

import { markUnsaved, THEMES, type Theme } from '@/config';
import { useTranslation } from '@/i18n';
import { SegmentedRadio } from '@/ui/segmented-radio';

import { useColorMode } from './color-mode';
import { MonitorIcon, MoonIcon, SunIcon } from './icons';

const THEME_ICONS: Record<Theme, ComponentType<IconProps>> = {
  system: MonitorIcon,
  light: SunIcon,
  dark: MoonIcon,
};

interface ThemeSwitchProps {
  /**
   * Replaces the plain local switch (the signed-in shell passes usePreferences' setter, which also saves to
   * the account). The plain one, used signed out, marks the choice as still to be saved to the account.
   */
  onChange?: (theme: Theme) => void;
  /** The breakpoint from which the options show their names beside their icons (below it, icons only). */
  namesFrom?: 'sm' | 'xl' | '2xl';
}

/** System / light / dark as a radio group: arrow keys move between options. */
export function ThemeSwitch({ onChange, namesFrom = 'sm' }: ThemeSwitchProps) {
  const { t } = useTranslation();
  const { theme, setTheme } = useColorMode();

  return (
    <SegmentedRadio
      label={t('theme.label')}
      value={theme}
      onChange={
        onChange ??
        ((next) => {
          markUnsaved('theme');
          setTheme(next);
        })
      }
      options={THEMES.map((option) => {
        const ThemeIcon = THEME_ICONS[option];
        return {
          value: option,
          title: t(`theme.${option}`),
          label: (
            <>
              <ThemeIcon size="sm" />
              {/* Icons only where room is short; the name stays for screen readers (and as the title). */}
              <Text as="span" srOnly={{ base: true, [namesFrom]: false }}>
                {t(`theme.${option}`)}
              </Text>
            </>
          ),
        };
      })}
    />
  );
}
