import { Box, Button, chakra, Flex, HStack, Kbd, Spinner, Text, VisuallyHidden } from '@chakra-ui/react';
import { Search, TriangleAlert } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useState, type KeyboardEvent, type RefObject } from 'react';

import { SEARCH_PANEL_MAX_HEIGHT } from '@/config';
import { useTranslation } from '@/i18n';

import { groupResults } from './group-results';
import { PaletteResults } from './palette-results';
import { freshenRecentEntries, readRecentEntries } from './recent';
import { searchEntries } from './search';
import { useChooseEntry } from './use-choose-entry';
import { usePaletteEntries } from './use-palette-entries';

/** Results shown at most: enough to scan, few enough to render on every keystroke. */
export const RESULT_LIMIT = 50;

interface PaletteSearchProps {
  inputRef: RefObject<HTMLInputElement | null>;
}

/**
 * The search field and its results, as an ARIA combobox: focus stays in the field, the arrow keys move
 * the active option (`aria-activedescendant`), Enter chooses it. Without a query it shows the hint and
 * the recent entries.
 */
export function PaletteSearch({ inputRef }: PaletteSearchProps) {
  const { t } = useTranslation();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = useCallback((index: number) => `${id}-option-${index}`, [id]);

  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const [recent] = useState(() => readRecentEntries());
  const { entries, byId, isLoading, isError, retry } = usePaletteEntries();
  const choose = useChooseEntry();

  const trimmed = query.trim();
  const { sections, flat } = useMemo(
    () =>
      trimmed
        ? groupResults(searchEntries(entries, trimmed, { limit: RESULT_LIMIT }))
        : groupResults([], freshenRecentEntries(recent, byId)),
    [entries, byId, recent, trimmed],
  );
  const activeIndex = flat.length > 0 ? Math.min(active, flat.length - 1) : -1;

  useEffect(() => {
    if (activeIndex < 0) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, optionId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = flat.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + count) % count);
    } else if (event.key === 'Enter') {
      const entry = flat[activeIndex];
      if (!entry || event.nativeEvent.isComposing) return;
      event.preventDefault();
      choose(entry);
    }
  };

  return (
    <>
      <Flex align="center" gap="3" px="4" borderBottomWidth="1px" color="fg.muted">
        <Search aria-hidden size={18} />
        <chakra.input
          ref={inputRef}
          type="text"
          role="combobox"
          aria-label={t('shell.commandPalette.placeholder')}
          aria-expanded={flat.length > 0}
          aria-controls={listboxId}
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-autocomplete="list"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          placeholder={t('shell.commandPalette.placeholder')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          flex="1"
          minW="0"
          h="14"
          bg="transparent"
          color="fg"
          fontSize="md"
          outline="none"
          _placeholder={{ color: 'fg.subtle' }}
        />
        {isLoading && <Spinner size="sm" color="fg.muted" aria-label={t('shell.commandPalette.loading')} />}
        <Kbd size="sm" colorPalette="gray" display={{ base: 'none', sm: 'inline-flex' }} aria-hidden>
          Esc
        </Kbd>
      </Flex>

      <Box maxH={SEARCH_PANEL_MAX_HEIGHT} overflowY="auto" overscrollBehavior="contain" p="2">
        {isError && (
          <HStack
            role="alert"
            gap="2"
            px="3"
            py="2"
            mb="1"
            rounded="md"
            bg="red.subtle"
            color="red.fg"
            fontSize="sm"
          >
            <TriangleAlert aria-hidden size={16} />
            <Text flex="1">{t('errors.fallbacks.search')}</Text>
            <Button size="2xs" variant="outline" colorPalette="red" onClick={retry}>
              {t('shell.commandPalette.retry')}
            </Button>
          </HStack>
        )}
        {!trimmed && (
          <Text px="3" py="2" fontSize="sm" color="fg.muted">
            {t('shell.commandPalette.hint')}
          </Text>
        )}
        {trimmed && flat.length === 0 && (
          <Text px="3" py="6" textAlign="center" fontSize="sm" color="fg.muted" wordBreak="break-word">
            {t('shell.commandPalette.empty', { query: trimmed })}
          </Text>
        )}
        <PaletteResults
          id={listboxId}
          sections={sections}
          activeIndex={activeIndex}
          optionId={optionId}
          onActivate={setActive}
          onChoose={choose}
        />
        <VisuallyHidden aria-live="polite">
          {trimmed ? t('shell.commandPalette.resultCount', { count: flat.length }) : ''}
        </VisuallyHidden>
      </Box>

      <HStack
        display={{ base: 'none', md: 'flex' }}
        gap="4"
        px="4"
        py="2"
        borderTopWidth="1px"
        fontSize="xs"
        color="fg.muted"
        aria-hidden
      >
        <HStack gap="1">
          <Kbd size="sm" colorPalette="gray">
            ↑
          </Kbd>
          <Kbd size="sm" colorPalette="gray">
            ↓
          </Kbd>
          <Text>{t('shell.commandPalette.keys.navigate')}</Text>
        </HStack>
        <HStack gap="1">
          <Kbd size="sm" colorPalette="gray">
            ↵
          </Kbd>
          <Text>{t('shell.commandPalette.keys.choose')}</Text>
        </HStack>
        <HStack gap="1">
          <Kbd size="sm" colorPalette="gray">
            Esc
          </Kbd>
          <Text>{t('shell.commandPalette.keys.close')}</Text>
        </HStack>
      </HStack>
    </>
  );
}
