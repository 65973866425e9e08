import { Box, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

import type { WalletAsRead } from '@/api/as-read';
import { formatDate, formatMoney, useTranslation } from '@/i18n';

/** One figure of the wallet: a term and its value in the panel's description list. */
export function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="1" borderWidth="1px" rounded="md" p="4" minW="0">
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Box as="dd" m="0">
        {children}
      </Box>
    </Stack>
  );
}

/** The next charge and its date, or that none is planned. */
export function NextChargeFigure({ nextCharge }: { nextCharge: WalletAsRead['nextCharge'] }) {
  const { t } = useTranslation();
  return (
    <Figure label={t('pages.billing.wallet.nextCharge')}>
      {nextCharge ? (
        <>
          <Text fontSize="xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
            {nextCharge.amount === undefined ? t('pages.billing.notGiven') : formatMoney(nextCharge.amount)}
          </Text>
          {nextCharge.date && (
            <Text fontSize="sm" color="fg.muted">
              {t('pages.billing.wallet.nextChargeOn', {
                date: formatDate(nextCharge.date, { dateStyle: 'short', timeZone: 'UTC' }),
              })}
            </Text>
          )}
        </>
      ) : (
        <>
          <Text fontSize="xl" fontWeight="semibold">
            {t('pages.billing.wallet.noNextCharge')}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {t('pages.billing.wallet.noNextChargeNote')}
          </Text>
        </>
      )}
    </Figure>
  );
}
