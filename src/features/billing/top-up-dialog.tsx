import { Button, Dialog, Field, HStack, Input, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';

import { createTopUp } from '@/api/generated/endpoints/billing/billing';
import { TOP_UP_MAX, TOP_UP_MIN, TOP_UP_PRESETS } from '@/config/constants';
import { formatMoney, useTranslation } from '@/i18n';
import { DialogCloseButton } from '@/ui/dialog-close-button';
import { toaster } from '@/ui/toaster';

import { useCardPayment } from './card-payment';
import { useSingleFlight } from '@/ui/form';
import { useDefaultCardName } from './default-card';
import { parseAmount } from './top-up-amount';

interface TopUpDialogProps {
  open: boolean;
  onClose: () => void;
}

const FIRST_PRESET = String(TOP_UP_PRESETS[1]);

/**
 * Add credit (`POST /v1/billing/wallet/top-ups`): an amount (a preset or typed), then exactly what is charged
 * to which card, VAT included, before the user pays; a card that asks for 3-D Secure is authenticated in
 * the provider's flow. A decline or a failed authentication is told here, and nothing is charged.
 */
export function TopUpDialog({ open, onClose }: TopUpDialogProps) {
  const { t, i18n } = useTranslation();
  const once = useSingleFlight();
  const payment = useCardPayment();
  const card = useDefaultCardName(open);
  const errorId = useId();
  const [text, setText] = useState(FIRST_PRESET);
  const [touched, setTouched] = useState(false);
  const amount = parseAmount(text);
  const invalid = touched && !amount.ok;
  const decimalComma = i18n.language === 'sv';

  const reset = () => {
    setText(FIRST_PRESET);
    setTouched(false);
    payment.clearError();
  };
  const close = () => {
    if (payment.busy) return;
    reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!amount.ok || !card) return;
    const value = amount.value;
    void once(async () => {
      const paid = await payment.pay(() => createTopUp({ amount: value }));
      if (!paid) return;
      toaster.create({
        type: 'success',
        title: t('pages.billing.topUp.done', {
          amount: formatMoney(paid.amount.amount, paid.amount.currency),
        }),
      });
      reset();
      onClose();
    });
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) close();
      }}
      closeOnEscape={!payment.busy}
      closeOnInteractOutside={!payment.busy}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content aria-busy={payment.busy}>
            {/* `display: contents`: the form adds no box, so the dialog's layout stays its own. */}
            <form onSubmit={submit} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>{t('pages.billing.topUp.title')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Dialog.Description>{t('pages.billing.topUp.intro')}</Dialog.Description>
                  <Stack gap="2" role="group" aria-label={t('pages.billing.topUp.presets')}>
                    <Text textStyle="sm" fontWeight="medium" aria-hidden>
                      {t('pages.billing.topUp.presets')}
                    </Text>
                    <HStack gap="2" wrap="wrap">
                      {TOP_UP_PRESETS.map((preset) => {
                        const chosen = amount.ok && amount.value === preset;
                        return (
                          <Button
                            key={preset}
                            type="button"
                            size="sm"
                            variant={chosen ? 'solid' : 'outline'}
                            aria-pressed={chosen}
                            disabled={payment.busy}
                            onClick={() => {
                              setText(String(preset));
                              payment.clearError();
                            }}
                          >
                            {formatMoney(preset)}
                          </Button>
                        );
                      })}
                    </HStack>
                  </Stack>
                  <Field.Root invalid={invalid}>
                    <Field.Label>{t('pages.billing.topUp.custom')}</Field.Label>
                    <Input
                      name="amount"
                      inputMode="decimal"
                      autoComplete="off"
                      maxW="40"
                      value={decimalComma ? text.replace('.', ',') : text}
                      disabled={payment.busy}
                      onChange={(event) => {
                        setText(event.target.value);
                        payment.clearError();
                      }}
                      onBlur={() => setTouched(true)}
                    />
                    {invalid && (
                      <Field.ErrorText>
                        {t('pages.billing.topUp.invalid', {
                          min: formatMoney(TOP_UP_MIN),
                          max: formatMoney(TOP_UP_MAX),
                        })}
                      </Field.ErrorText>
                    )}
                  </Field.Root>
                  {!card ? (
                    <Text role="alert" color="fg.error" fontSize="sm">
                      {t('pages.billing.topUp.noCard')}
                    </Text>
                  ) : (
                    amount.ok && (
                      <Stack gap="1" borderWidth="1px" rounded="md" p="3" data-testid="top-up-summary">
                        <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
                          {t('pages.billing.topUp.charge', { amount: formatMoney(amount.value) })} (
                          {t('pages.billing.changePlan.chargedTo', { card })})
                        </Text>
                        <Text fontSize="sm" color="fg.muted">
                          {t('pages.billing.topUp.credit', { amount: formatMoney(amount.value) })}
                        </Text>
                      </Stack>
                    )
                  )}
                  {payment.phase === 'authenticating' && (
                    <HStack role="status" gap="2" color="fg.muted" fontSize="sm">
                      <Spinner size="sm" />
                      <Text>{t('pages.billing.payment.authenticating')}</Text>
                    </HStack>
                  )}
                  {payment.error && (
                    <Text id={errorId} role="alert" color="fg.error" fontSize="sm">
                      {payment.error}
                    </Text>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button type="button" variant="outline" disabled={payment.busy} onClick={close}>
                  {t('pages.billing.topUp.cancel')}
                </Button>
                <Button
                  type="submit"
                  colorPalette="brand"
                  disabled={payment.busy || payment.settled || !card}
                  loading={payment.busy}
                  loadingText={t('pages.billing.topUp.pending')}
                  aria-describedby={payment.error ? errorId : undefined}
                >
                  {amount.ok
                    ? t('pages.billing.topUp.confirm', { amount: formatMoney(amount.value) })
                    : t('pages.billing.topUp.title')}
                </Button>
              </Dialog.Footer>
            </form>
            <DialogCloseButton disabled={payment.busy} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
