import { Box, Flex, Text } from '@chakra-ui/react';
import {
  Clock,
  CornerDownLeft,
  Cpu,
  Database,
  FileText,
  KeyRound,
  User,
  Zap,
  type LucideIcon,
} from 'lucide-react';

import { useTranslation } from '@/i18n';

import type { PaletteEntry, PaletteGroup } from './entries';
import type { ResultSection } from './group-results';

/** Each entry shows its own kind, also under Recent (whose heading says it is recent). */
const GROUP_ICONS: Record<PaletteGroup, LucideIcon> = {
  recent: Clock,
  pages: FileText,
  actions: Zap,
  models: Cpu,
  databases: Database,
  apiKeys: KeyRound,
  members: User,
};

interface PaletteResultsProps {
  id: string;
  sections: readonly ResultSection[];
  activeIndex: number;
  optionId: (index: number) => string;
  onActivate: (index: number) => void;
  onChoose: (entry: PaletteEntry) => void;
}

/** The listbox: one labelled group per section, options in keyboard order. */
export function PaletteResults({
  id,
  sections,
  activeIndex,
  optionId,
  onActivate,
  onChoose,
}: PaletteResultsProps) {
  const { t } = useTranslation();
  return (
    <Box id={id} role="listbox" aria-label={t('shell.commandPalette.results')}>
      {sections.map(({ group, entries, offset }) => {
        const labelId = `${id}-${group}`;
        return (
          <Box key={group} role="group" aria-labelledby={labelId} _notFirst={{ mt: '2' }}>
            <Text
              id={labelId}
              px="3"
              pt="2"
              pb="1"
              fontSize="xs"
              fontWeight="semibold"
              letterSpacing="wide"
              textTransform="uppercase"
              color="fg.muted"
            >
              {t(`shell.commandPalette.groups.${group}`)}
            </Text>
            {entries.map((entry, i) => (
              <PaletteOption
                key={entry.id}
                id={optionId(offset + i)}
                entry={entry}
                icon={GROUP_ICONS[entry.group]}
                active={offset + i === activeIndex}
                onActivate={() => onActivate(offset + i)}
                onChoose={() => onChoose(entry)}
              />
            ))}
          </Box>
        );
      })}
    </Box>
  );
}

interface PaletteOptionProps {
  id: string;
  entry: PaletteEntry;
  icon: LucideIcon;
  active: boolean;
  onActivate: () => void;
  onChoose: () => void;
}

function PaletteOption({ id, entry, icon: GroupIcon, active, onActivate, onChoose }: PaletteOptionProps) {
  return (
    <Flex
      id={id}
      role="option"
      aria-selected={active}
      data-active={active ? '' : undefined}
      align="center"
      gap="3"
      px="3"
      py="2"
      rounded="md"
      cursor="pointer"
      // The active option is the focus indicator while focus stays in the search field.
      bg={active ? 'colorPalette.subtle' : undefined}
      boxShadow={active ? 'inset 3px 0 0 0 var(--chakra-colors-color-palette-solid)' : undefined}
      onPointerMove={active ? undefined : onActivate}
      // Keep focus (and the caret) in the search field.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
    >
      <Flex
        boxSize="8"
        flexShrink={0}
        align="center"
        justify="center"
        rounded="md"
        borderWidth="1px"
        bg="bg.panel"
        color={active ? 'colorPalette.fg' : 'fg.muted'}
      >
        <GroupIcon aria-hidden size={16} />
      </Flex>
      <Box flex="1" minW="0">
        <Text truncate fontSize="sm" fontWeight="medium" color={active ? 'colorPalette.fg' : 'fg'}>
          {entry.title}
        </Text>
        {entry.description && (
          <Text truncate fontSize="xs" color="fg.muted">
            {entry.description}
          </Text>
        )}
      </Box>
      {active && (
        <Box color="colorPalette.fg" flexShrink={0} aria-hidden>
          <CornerDownLeft size={14} />
        </Box>
      )}
    </Flex>
  );
}
