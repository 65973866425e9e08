import { Button, Field, HStack, Input, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Check, Copy, TriangleAlert } from 'lucide-react';
import { useId, useState, type Ref } from 'react';

import { useTranslation } from '@/i18n';

type CopyState = 'idle' | 'copied' | 'failed';

async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

interface SecretRevealProps {
  secret: string;
  /** The copy button: focused when the secret appears. */
  copyRef?: Ref<HTMLButtonElement>;
}

/**
 * A new secret, shown this once: a warning that it cannot be shown again, the key in a read-only field
 * (selected on focus) and a copy button. The owner drops the secret when its dialog closes.
 */
export function SecretReveal({ secret, copyRef }: SecretRevealProps) {
  const { t } = useTranslation();
  const [copy, setCopy] = useState<CopyState>('idle');
  const warningId = useId();

  return (
    <Stack gap="4">
      <HStack
        id={warningId}
        align="flex-start"
        gap="3"
        p="3"
        rounded="md"
        bg="orange.subtle"
        color="orange.fg"
      >
        <TriangleAlert aria-hidden size={18} style={{ flexShrink: 0, marginTop: '2px' }} />
        <Text fontSize="sm" fontWeight="medium">
          {t('pages.apiKeys.secret.warning')}
        </Text>
      </HStack>
      <Field.Root>
        <Field.Label>{t('pages.apiKeys.secret.label')}</Field.Label>
        <Stack direction={{ base: 'column', sm: 'row' }} w="full" gap="2">
          <Input
            readOnly
            value={secret}
            fontFamily="mono"
            fontSize="sm"
            aria-describedby={warningId}
            spellCheck={false}
            autoComplete="off"
            onFocus={(event) => event.currentTarget.select()}
          />
          <Button
            ref={copyRef}
            flexShrink={0}
            variant={copy === 'copied' ? 'subtle' : 'solid'}
            onClick={() => void copyToClipboard(secret).then((ok) => setCopy(ok ? 'copied' : 'failed'))}
          >
            {copy === 'copied' ? <Check aria-hidden /> : <Copy aria-hidden />}
            {copy === 'copied' ? t('pages.apiKeys.secret.copied') : t('pages.apiKeys.secret.copy')}
          </Button>
        </Stack>
        <Text role="status" fontSize="sm" color="fg.error">
          {copy === 'failed' && t('pages.apiKeys.secret.copyFailed')}
          {copy === 'copied' && <VisuallyHidden>{t('pages.apiKeys.secret.copied')}</VisuallyHidden>}
        </Text>
      </Field.Root>
    </Stack>
  );
}
