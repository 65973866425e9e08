import { Button, Flex, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { CreditCard, LockKeyhole } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';

import {
  LazyCardEntry,
  useCardNames,
  type LazyCardEntryProps,
  type PaymentMethodValue,
  type HintCards,
} from '@/features/payments';
import { useTranslation } from '@/i18n';

export type { PaymentMethodValue } from '@/features/payments';

/**
 * The wizard's payment step (spec sections 3 and 5): card entry through the card provider, then
 * the card's brand and last four digits. The value is the provider's payment method ({id, brand, last4});
 * card details never reach our code, storage or logs. The card entry and the provider load on first showing
 * (their own chunks), so none of it is in the first screen's bundle.
 */
export interface PaymentStepProps {
  value: PaymentMethodValue | null;
  onChange: (value: PaymentMethodValue | null) => void;
  /** The form's message for the field, e.g. 'Payment method is required'. */
  error?: string;
}

export function PaymentStep({ value, onChange, error }: PaymentStepProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const errorId = useId();
  // Where focus goes after the user's own change: to the card added, or back into the card entry.
  const [focusAfterChange, setFocusAfterChange] = useState<'summary' | 'entry' | null>(null);

  return (
    <Stack gap="4">
      <Text color="fg.muted">{t('registration.payment.intro')}</Text>
      <Stack gap="2">
        <Text id={labelId} textStyle="sm" fontWeight="medium">
          {t('registration.payment.cardLabel')}
        </Text>
        {value ? (
          <CardSummary
            value={value}
            labelId={labelId}
            focusOnShow={focusAfterChange === 'summary'}
            onRemove={() => {
              setFocusAfterChange('entry');
              onChange(null);
            }}
          />
        ) : (
          <CardEntrySlot
            labelId={labelId}
            describedBy={error ? errorId : undefined}
            autoFocus={focusAfterChange === 'entry'}
            onAdded={(method) => {
              setFocusAfterChange('summary');
              onChange(method);
            }}
          />
        )}
        {error && (
          <Text id={errorId} role="alert" color="fg.error" textStyle="sm">
            {error}
          </Text>
        )}
      </Stack>
      <HStack gap="2" align="start" color="fg.muted" textStyle="xs">
        <LockKeyhole size={14} aria-hidden="true" style={{ flex: 'none', marginTop: 2 }} />
        <Text>{t('registration.payment.providerNote')}</Text>
      </HStack>
    </Stack>
  );
}

function CardSummary({
  value,
  labelId,
  focusOnShow,
  onRemove,
}: {
  value: PaymentMethodValue;
  labelId: string;
  focusOnShow: boolean;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const cardNames = useCardNames();

  useEffect(() => {
    if (focusOnShow) ref.current?.focus();
  }, [focusOnShow]);

  return (
    <Flex
      ref={ref}
      tabIndex={-1}
      role="group"
      aria-labelledby={labelId}
      align="center"
      gap="3"
      minH="10"
      px="3"
      py="2"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      rounded="l2"
      outline="none"
      _focusVisible={{ borderColor: 'brand.focusRing' }}
    >
      <CreditCard size={20} aria-hidden="true" style={{ flex: 'none' }} />
      <Stack gap="0" flex="1" minW="0">
        {value.last4 ? (
          <Text fontWeight="medium">
            <VisuallyHidden>{cardNames.endingIn(value)}</VisuallyHidden>
            <span aria-hidden="true">{cardNames.masked(value)}</span>
          </Text>
        ) : (
          <Text fontWeight="medium">{cardNames.masked(value)}</Text>
        )}
        <Text color="fg.muted" textStyle="xs" role="status">
          {t('registration.payment.cardAdded')}
        </Text>
      </Stack>
      <Button type="button" size="sm" variant="outline" onClick={onRemove}>
        {t('registration.payment.remove')}
      </Button>
    </Flex>
  );
}

/** The card entry with the wizard's texts. */
function CardEntrySlot(props: Omit<LazyCardEntryProps, 'labels'>) {
  const { t } = useTranslation();
  const labels = {
    addCard: t('registration.payment.addCard'),
    adding: t('registration.payment.adding'),
    testMode: (cards: HintCards) => t('registration.payment.testMode', cards),
    testCards: t('registration.payment.testCards'),
    unexpectedError: t('registration.payment.unexpectedError'),
    loading: t('registration.payment.loading'),
    loadFailed: t('registration.payment.loadFailed'),
    retry: t('registration.payment.retry'),
    notConfigured: t('registration.payment.notConfigured'),
  };
  return <LazyCardEntry {...props} labels={labels} />;
}
