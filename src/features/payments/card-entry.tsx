import { Box, Button, Flex, Stack, Text, useChakraContext } from '@chakra-ui/react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type {
  Stripe,
  StripeCardElement,
  StripeCardElementChangeEvent,
  StripeCardElementOptions,
  StripeElementsOptions,
} from '@stripe/stripe-js';
import { useId, useMemo, useState } from 'react';

import { useColorMode } from '@/features/shell';
import { isLanguage, useTranslation } from '@/i18n';

import { cardElementStyle } from './card-element-style';
import type { PaymentMethodValue } from './payment-method-value';
import type { PaymentProviderKind } from './stripe-loader';

/**
 * The card entry (its own chunk, loaded with the provider): Stripe's `<Elements>` and `<CardElement>`, and
 * "Add card", which asks the provider for a payment method. Only the provider's answer reaches us: the id,
 * brand and last four digits. The provider's messages (a decline, an incomplete number) show in place.
 * Used by the registration wizard's payment step and by billing's "Add card"; each passes its own texts.
 */
export interface CardEntryLabels {
  /** The button that asks the provider for a payment method ("Add card"). */
  addCard: string;
  /** The button while the provider answers ("Adding card…"). */
  adding: string;
  /** Under the button with the stand-in: which test cards to use. */
  testMode: string;
  /** When the provider fails without a message of its own. */
  unexpectedError: string;
}

export interface CardEntryProps {
  /** The provider's object; always the same one (see stripe-loader.ts). */
  stripe: Stripe;
  kind: PaymentProviderKind;
  /** The id of the visible "Card details" label. */
  labelId: string;
  /** Ids of messages about the field shown outside (the form's error). */
  describedBy?: string;
  autoFocus?: boolean;
  /** The caller is saving the payment method it got: the entry waits (billing's POST). */
  saving?: boolean;
  labels: CardEntryLabels;
  onAdded: (value: PaymentMethodValue) => void;
}

export function CardEntry({ stripe, ...props }: CardEntryProps) {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'auto';
  // Stripe's own texts in the element (placeholders, its messages) follow the console's language.
  const options = useMemo<StripeElementsOptions>(() => ({ locale: language }), [language]);
  return (
    <Elements stripe={stripe} options={options}>
      <CardForm {...props} />
    </Elements>
  );
}

interface CardState {
  complete: boolean;
  /** The provider's message about what is typed. */
  error?: string;
}

function CardForm({
  kind,
  labelId,
  describedBy,
  autoFocus,
  saving = false,
  labels,
  onAdded,
}: Omit<CardEntryProps, 'stripe'>) {
  const stripe = useStripe();
  const elements = useElements();
  const system = useChakraContext();
  const { resolvedTheme } = useColorMode();
  const errorId = useId();
  const [card, setCard] = useState<CardState>({ complete: false });
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Busy while the provider answers, and while the caller saves what it answered.
  const busy = asking || saving;

  const options = useMemo<StripeCardElementOptions>(
    () => ({ hidePostalCode: true, disabled: busy, style: cardElementStyle(system, resolvedTheme) }),
    [busy, system, resolvedTheme],
  );

  const onCardChange = (event: StripeCardElementChangeEvent) => {
    setCard({ complete: event.complete, error: event.error?.message });
    setFailure(null);
  };

  const add = async () => {
    const element = elements?.getElement(CardElement);
    if (!stripe || !element || busy) return;
    setAsking(true);
    setFailure(null);
    try {
      const result = await stripe.createPaymentMethod({ type: 'card', card: element });
      if (result.error) {
        setFailure(result.error.message ?? labels.unexpectedError);
      } else {
        const { id, card: details } = result.paymentMethod;
        onAdded({ id, brand: details?.brand, last4: details?.last4 });
      }
    } catch {
      setFailure(labels.unexpectedError);
    } finally {
      setAsking(false);
    }
  };

  const message = failure ?? card.error;
  const descriptions = [message ? errorId : undefined, describedBy].filter(Boolean).join(' ') || undefined;

  return (
    <Stack gap="3">
      <Box
        role="group"
        aria-labelledby={labelId}
        aria-describedby={descriptions}
        aria-busy={busy}
        css={{
          '& .StripeElement': {
            display: 'flex',
            alignItems: 'center',
            minH: '10',
            px: '3',
            py: '2.5',
            bg: 'bg.panel',
            borderWidth: '1px',
            borderColor: 'border',
            rounded: 'l2',
            transition: 'border-color 0.15s, box-shadow 0.15s',
          },
          // Stripe's iframe fills the element's width; the stand-in's inputs do the same.
          '& .StripeElement > *': { flex: '1', minW: '0' },
          '& .StripeElement--focus': {
            borderColor: 'brand.focusRing',
            boxShadow: '0 0 0 1px var(--chakra-colors-brand-focus-ring)',
          },
          '& .StripeElement--invalid': { borderColor: 'border.error' },
          '& .StripeElement--invalid.StripeElement--focus': {
            borderColor: 'border.error',
            boxShadow: '0 0 0 1px var(--chakra-colors-border-error)',
          },
        }}
      >
        <CardElement
          options={options}
          onChange={onCardChange}
          onReady={(element: StripeCardElement) => {
            if (autoFocus) element.focus();
          }}
        />
      </Box>
      {message && (
        <Text id={errorId} role="alert" color="fg.error" textStyle="sm">
          {message}
        </Text>
      )}
      <Flex gap="3" align="center" wrap="wrap">
        <Button
          type="button"
          colorPalette="brand"
          onClick={() => void add()}
          disabled={!stripe || !card.complete}
          loading={busy}
          loadingText={labels.adding}
        >
          {labels.addCard}
        </Button>
        {kind === 'stand-in' && (
          <Text color="fg.muted" textStyle="xs" flex="1" minW="48">
            {labels.testMode}
          </Text>
        )}
      </Flex>
    </Stack>
  );
}
