import { Button, Field, HStack, IconButton, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';

import { ChatRole } from '@/api/generated/model';
import { useTranslation } from '@/i18n';

import type { DraftMessage } from './chat-form';

const ROLES = ChatRole.options;

interface MessageListProps {
  messages: readonly DraftMessage[];
  /** The message whose text box takes the focus (one just added). */
  focusKey?: number;
  invalid: boolean;
  onChange: (key: number, patch: Partial<Pick<DraftMessage, 'role' | 'content'>>) => void;
  onAdd: () => void;
  onRemove: (key: number) => void;
}

/** The conversation to send: each message with its role (system, user, assistant); add and remove. */
export function MessageList({ messages, focusKey, invalid, onChange, onAdd, onRemove }: MessageListProps) {
  const { t } = useTranslation();
  return (
    <Stack as="fieldset" gap="4">
      <Text as="legend" fontWeight="semibold" textStyle="sm">
        {t('pages.models.test.messages')}
      </Text>
      {messages.map((message, index) => {
        const number = index + 1;
        const label = t('pages.models.test.content', { number });
        return (
          <Field.Root key={message.key} invalid={invalid && index === 0}>
            <HStack justify="space-between" w="full" gap="2">
              <Field.Label>{label}</Field.Label>
              <HStack gap="1">
                {/* Its own field, so the select and the text box each get their own id. */}
                <Field.Root w="32">
                  <NativeSelect.Root size="xs" w="32">
                    <NativeSelect.Field
                      aria-label={`${t('pages.models.test.role')}, ${label}`}
                      value={message.role}
                      onChange={(event) => {
                        const role = ROLES.find((r) => r === event.target.value);
                        if (role) onChange(message.key, { role });
                      }}
                    >
                      {ROLES.map((role) => (
                        <option key={role} value={role}>
                          {t(`pages.models.test.roles.${role}`)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                </Field.Root>
                <IconButton
                  size="xs"
                  variant="ghost"
                  aria-label={t('pages.models.test.removeMessage', { number })}
                  title={t('pages.models.test.removeMessage', { number })}
                  disabled={messages.length === 1}
                  onClick={() => onRemove(message.key)}
                >
                  <Trash2 aria-hidden />
                </IconButton>
              </HStack>
            </HStack>
            <Textarea
              size="sm"
              autoresize
              minH="16"
              maxH="60"
              value={message.content}
              placeholder={t('pages.models.test.contentPlaceholder')}
              autoFocus={message.key === focusKey}
              onChange={(event) => onChange(message.key, { content: event.target.value })}
            />
            {invalid && index === 0 && (
              <Field.ErrorText>{t('pages.models.test.messagesRequired')}</Field.ErrorText>
            )}
          </Field.Root>
        );
      })}
      <Button alignSelf="flex-start" size="xs" variant="outline" onClick={onAdd}>
        <Plus aria-hidden />
        {t('pages.models.test.addMessage')}
      </Button>
    </Stack>
  );
}
