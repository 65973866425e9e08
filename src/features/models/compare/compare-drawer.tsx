import { CloseButton, Drawer, Field, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';

import { useTranslation } from '@/i18n';

import { sortModels, type ListedModel } from '../catalogue';
import { COMPARE_MAX_MODELS, formatCompareIds, parseCompareIds } from '../models-search';
import {
  DEFAULT_CHAT_SETTINGS,
  isSendShortcut,
  parseChatSettings,
  type ChatSettingsDraft,
} from '../playground/chat-form';
import { ChatSettingsFields } from '../playground/chat-settings';
import { SendBar } from '../playground/send-bar';
import { useChatRun } from '../playground/use-chat-run';
import { CompareModelSlots } from './compare-model-slots';
import { bestOf, defaultCompareIds, outcomeOf } from './compare-results';
import { CompareResults } from './compare-results-section';

interface CompareDrawerProps {
  /** `?compare=`: the chosen ids, comma-separated (empty: none chosen yet). */
  selected: string;
  models: readonly ListedModel[];
  /** The catalogue is still loading. */
  loading: boolean;
  onSelect: (compare: string) => void;
  onClose: () => void;
}

/** The same prompt to two or three chat models, side by side: reply, latency, tokens and cost. */
export function CompareDrawer({ selected, models, loading, onSelect, onClose }: CompareDrawerProps) {
  const { t } = useTranslation();
  const chatModels = useMemo(
    () => sortModels(models.filter(({ model }) => model.model_type === 'chat')),
    [models],
  );
  const chosen = parseCompareIds(selected);
  const ids = chosen.length > 0 ? chosen : defaultCompareIds(chatModels);
  const slots = Array.from({ length: COMPARE_MAX_MODELS }, (_, index) => ids[index] ?? '');

  // One runner per slot (at most three, always called in the same order).
  const runners = [useChatRun(), useChatRun(), useChatRun()];
  const [system, setSystem] = useState('');
  const [prompt, setPrompt] = useState('');
  const [settings, setSettings] = useState<ChatSettingsDraft>(DEFAULT_CHAT_SETTINGS);
  const [tried, setTried] = useState(false);

  const parsed = parseChatSettings(settings);
  const running = runners.some((runner) => runner.run.status === 'running');
  const picked = slots.filter((id) => id !== '');
  const enough = picked.length >= 2;
  const promptMissing = prompt.trim() === '';

  const pricesOf = (id: string) => models.find(({ model }) => model.id === id)?.prices;
  const outcomes = runners.map(({ run }) =>
    outcomeOf(run, run.status === 'idle' ? undefined : pricesOf(run.request.model)),
  );
  const best = bestOf(outcomes);

  const choose = (slot: number, id: string) => {
    const next = [...slots];
    next[slot] = id;
    onSelect(formatCompareIds(next));
  };

  const compare = () => {
    setTried(true);
    if (running || !enough || promptMissing || !parsed.settings) return;
    const messages = [
      ...(system.trim() ? [{ role: 'system' as const, content: system }] : []),
      { role: 'user' as const, content: prompt },
    ];
    runners.forEach((runner, index) => {
      const model = slots[index];
      if (model) runner.start({ model, messages, ...parsed.settings });
      else runner.reset();
    });
  };

  return (
    <Drawer.Root
      open
      onOpenChange={({ open }) => {
        if (!open) onClose();
      }}
      size={{ base: 'full', lg: 'xl' }}
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header pe="12">
              <Stack gap="1">
                <Drawer.Title>{t('pages.models.compare.title')}</Drawer.Title>
                <Text color="fg.muted" textStyle="sm">
                  {t('pages.models.compare.intro')}
                </Text>
              </Stack>
            </Drawer.Header>
            <Drawer.Body>
              <Stack asChild gap="5">
                <form
                  noValidate
                  onSubmit={(event: FormEvent) => {
                    event.preventDefault();
                    compare();
                  }}
                  onKeyDown={(event: KeyboardEvent) => {
                    if (isSendShortcut(event)) {
                      event.preventDefault();
                      compare();
                    }
                  }}
                >
                  <CompareModelSlots
                    loading={loading}
                    chatModels={chatModels}
                    slots={slots}
                    notEnough={tried && !enough}
                    onChoose={choose}
                  />
                  <Field.Root>
                    <Field.Label>{t('pages.models.compare.system')}</Field.Label>
                    <Textarea
                      size="sm"
                      autoresize
                      minH="12"
                      maxH="40"
                      value={system}
                      onChange={(e) => setSystem(e.target.value)}
                    />
                  </Field.Root>
                  <Field.Root invalid={tried && promptMissing}>
                    <Field.Label>{t('pages.models.compare.prompt')}</Field.Label>
                    <Textarea
                      size="sm"
                      autoresize
                      minH="20"
                      maxH="60"
                      value={prompt}
                      placeholder={t('pages.models.compare.promptPlaceholder')}
                      onChange={(e) => setPrompt(e.target.value)}
                    />
                    <Field.ErrorText>{t('pages.models.compare.promptRequired')}</Field.ErrorText>
                  </Field.Root>
                  <ChatSettingsFields
                    value={settings}
                    errors={parsed.errors}
                    showTopP={false}
                    onChange={(patch) => setSettings((current) => ({ ...current, ...patch }))}
                  />
                  <SendBar
                    running={running}
                    disabled={parsed.errors !== undefined}
                    onStop={() => runners.forEach((runner) => runner.stop())}
                    sendLabel={t('pages.models.compare.run')}
                    sendingLabel={t('pages.models.compare.running')}
                    stopLabel={t('pages.models.compare.stop')}
                  />
                </form>
              </Stack>
              {runners.some(({ run }) => run.status !== 'idle') && (
                <CompareResults
                  runs={runners.map(({ run }) => run)}
                  slots={slots}
                  best={best}
                  pricesOf={pricesOf}
                />
              )}
            </Drawer.Body>
            <Drawer.CloseTrigger asChild position="absolute" top="3" insetEnd="3">
              <CloseButton size="sm" aria-label={t('pages.models.compare.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
