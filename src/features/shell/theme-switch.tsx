import { type IconProps, SegmentGroup } from '@chakra-ui/react';
import type { ComponentType } from 'react';

import { isTheme, THEMES, type Theme } from '@/config';
import { useTranslation } from '@/i18n';

import { useColorMode } from './color-mode';
import { MonitorIcon, MoonIcon, SunIcon } from './icons';

const THEME_ICONS: Record<Theme, ComponentType<IconProps>> = {
  system: MonitorIcon,
  light: SunIcon,
  dark: MoonIcon,
};

/** System / light / dark as a radio group: arrow keys move between options. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const { theme, setTheme } = useColorMode();

  return (
    <SegmentGroup.Root
      size="sm"
      value={theme}
      onValueChange={({ value }) => {
        if (isTheme(value)) setTheme(value);
      }}
      aria-label={t('theme.label')}
    >
      <SegmentGroup.Indicator />
      {THEMES.map((option) => {
        const ThemeIcon = THEME_ICONS[option];
        return (
          <SegmentGroup.Item key={option} value={option} px="3" title={t(`theme.${option}`)}>
            <ThemeIcon size="sm" />
            {/* Icons only on narrow screens; the name stays for screen readers. */}
            <SegmentGroup.ItemText srOnly={{ base: true, sm: false }}>
              {t(`theme.${option}`)}
            </SegmentGroup.ItemText>
            <SegmentGroup.ItemHiddenInput />
          </SegmentGroup.Item>
        );
      })}
    </SegmentGroup.Root>
  );
}
