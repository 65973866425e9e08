import { Badge, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { CreditCard, Plus } from 'lucide-react';
import { useId, useState } from 'react';

import { useListPaymentMethods } from '@/api/generated/endpoints/billing/billing';
import type { PaymentMethodAsRead } from '@/api/as-read';
import { unreadableCount } from '@/api/unreadable-items';
import { useTranslation } from '@/i18n';
import { PermissionHint } from '@/ui/permission-hint';
import { UnreadableNotice } from '@/ui/unreadable-notice';
import { useKeptDraft } from '@/session/form-drafts';
import { useGate } from '@/ui/use-gate';

import { AddCardDialog, RemoveCardDialog } from './lazy-billing-dialogs';
import { Panel, PanelEmpty, PanelError, PanelSkeleton } from './panel';
import { usePaymentMethodName } from './payment-method-name';

/**
 * `GET /v1/billing/payment-methods`: brand, last four, expiry, default; add a card (the wizard's Stripe
 * path) and remove one, never the last (its Remove is disabled, and says why). A role that may not manage
 * cards sees Add card disabled with the reason, and no Remove.
 */
export function PaymentMethodsPanel() {
  const { t } = useTranslation();
  const methods = useListPaymentMethods();
  const addGate = useGate('billing.addCard');
  // Adding a card the session's end interrupted opens again.
  const keptAdding = useKeptDraft('billing.addCard') !== undefined;
  const [adding, setAdding] = useState(keptAdding && addGate.allowed);
  const [removing, setRemoving] = useState<PaymentMethodAsRead | null>(null);
  const mayRemove = useGate('billing.removeCard').allowed;

  return (
    <Panel
      title={t('pages.billing.paymentMethods.heading')}
      actions={
        methods.isSuccess ? (
          <Button
            size="sm"
            variant="outline"
            onClick={addGate.allowed ? () => setAdding(true) : undefined}
            {...addGate.triggerProps}
          >
            <Plus aria-hidden />
            {t('pages.billing.paymentMethods.add')}
          </Button>
        ) : undefined
      }
    >
      {methods.isSuccess && <PermissionHint gate={addGate} />}
      {methods.isPending ? (
        <PanelSkeleton label={t('pages.billing.paymentMethods.loading')} lines={3} />
      ) : methods.isError ? (
        <PanelError
          error={methods.error}
          title={t('pages.billing.paymentMethods.loadFailed')}
          onRetry={() => void methods.refetch()}
          retrying={methods.isFetching}
        />
      ) : methods.data.length === 0 && unreadableCount(methods.data) === 0 ? (
        <PanelEmpty>{t('pages.billing.paymentMethods.empty')}</PanelEmpty>
      ) : (
        <>
          <MethodList methods={methods.data} onRemove={mayRemove ? setRemoving : undefined} />
          <UnreadableNotice count={unreadableCount(methods.data)}>
            {t('pages.billing.paymentMethods.unreadable', { count: unreadableCount(methods.data) })}
          </UnreadableNotice>
        </>
      )}
      <AddCardDialog open={adding} onClose={() => setAdding(false)} />
      <RemoveCardDialog method={removing} onClose={() => setRemoving(null)} />
    </Panel>
  );
}

/** Expiry as on the card: `04/2029`. */
function cardExpiry({ expMonth, expYear }: Pick<PaymentMethodAsRead, 'expMonth' | 'expYear'>): string {
  return `${String(expMonth).padStart(2, '0')}/${expYear}`;
}

function MethodList({
  methods,
  onRemove,
}: {
  methods: readonly PaymentMethodAsRead[];
  /** Absent when the user's role may not remove cards. */
  onRemove: ((method: PaymentMethodAsRead) => void) | undefined;
}) {
  const { t } = useTranslation();
  const methodName = usePaymentMethodName();
  const lastOneId = useId();
  const onlyOne = methods.length === 1 && onRemove !== undefined;
  return (
    <Stack gap="3">
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
        {methods.map((method) => {
          const name = methodName(method);
          const hasExpiry = method.expMonth != null && method.expYear != null;
          return (
            <Flex
              as="li"
              key={method.id}
              align="center"
              gap="3"
              px="3"
              py="2.5"
              borderWidth="1px"
              rounded="md"
              wrap="wrap"
              data-testid="payment-method"
            >
              <CreditCard size={20} aria-hidden style={{ flex: 'none' }} />
              <Stack gap="0" flex="1" minW="40">
                <Flex align="center" gap="2" wrap="wrap">
                  <Text fontWeight="medium">{name}</Text>
                  {method.isDefault && (
                    <Badge colorPalette="brand" size="sm">
                      {t('pages.billing.paymentMethods.default')}
                    </Badge>
                  )}
                </Flex>
                {hasExpiry && (
                  <Text fontSize="sm" color="fg.muted">
                    {t('pages.billing.paymentMethods.expires', { date: cardExpiry(method) })}
                  </Text>
                )}
              </Stack>
              {onRemove && (
                <Button
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  disabled={onlyOne}
                  aria-label={t('pages.billing.paymentMethods.removeLabel', { card: name })}
                  aria-describedby={onlyOne ? lastOneId : undefined}
                  onClick={() => onRemove(method)}
                >
                  {t('pages.billing.paymentMethods.remove')}
                </Button>
              )}
            </Flex>
          );
        })}
      </Stack>
      {onlyOne && (
        <Text id={lastOneId} fontSize="sm" color="fg.muted">
          {t('pages.billing.paymentMethods.lastOne')}
        </Text>
      )}
    </Stack>
  );
}
