import { Box, Button, Flex, Stack, Text, useChakraContext } from '@chakra-ui/react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type {
  Stripe,
  StripeCardElement,
  StripeCardElementChangeEvent,
  StripeCardElementOptions,
  StripeElementsOptions,
} from '@stripe/stripe-js';
import { useEffect, useId, useMemo, useRef, useState } from 'react';

import { chooseErrorMessage, type Translate } from '@/api/errors';
import { createSetupIntent } from '@/api/generated/endpoints/billing/billing';
import { useColorMode } from '@/ui/color-mode';
import { isLanguage, useTranslation } from '@/i18n';

import { cardElementStyle } from './card-element-style';
import type { PaymentMethodValue } from './payment-method-value';
import type { PaymentProviderKind } from './stripe-loader';

/**
 * The card entry (its own chunk, loaded with the provider): Stripe's `<Elements>` and `<CardElement>`, and
 * "Add card", which saves the card through a SetupIntent: the provider turns the card into a payment method
 * (its id, brand and last four digits are all that reaches us), the platform starts a SetupIntent
 * (`POST /v1/billing/setup-intents`), and `stripe.confirmCardSetup` confirms it, running the card's 3-D Secure
 * challenge in Stripe's own flow when the issuer asks for one. Every failure (a decline, a failed challenge, the
 * platform's error) shows in place and keeps what is typed. Used by the registration wizard's payment step and
 * by billing's "Add card"; each passes its own texts.
 */
export interface CardEntryLabels {
  /** The button that saves the card ("Add card"). */
  addCard: string;
  /** The button while the card is being saved ("Adding card…"). */
  adding: string;
  /** Under the button with the stand-in: which test cards to use. */
  testMode: string;
  /** When the provider fails without a message of its own. */
  unexpectedError: string;
  /** Asks again after the platform failed to start the SetupIntent (or the form failed to load). */
  retry: string;
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

/** Why the last "Add card" did not save the card; `retry` when asking again may help (the platform failed). */
interface Failure {
  message: string;
  retry: boolean;
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
  const { t } = useTranslation();
  const errorId = useId();
  const retryRef = useRef<HTMLButtonElement>(null);
  const [card, setCard] = useState<CardState>({ complete: false });
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  // A second click can land before React re-renders the button as busy.
  const inFlight = useRef(false);
  // Busy while the card is being saved, and while the caller saves what it got.
  const busy = asking || saving;

  const options = useMemo<StripeCardElementOptions>(
    () => ({ hidePostalCode: true, disabled: busy, style: cardElementStyle(system, resolvedTheme) }),
    [busy, system, resolvedTheme],
  );

  // After a refusal, back to the card so another can be typed (once the fields are enabled again); after a
  // platform failure, to its retry.
  const refocus = useRef<'card' | 'retry' | null>(null);
  useEffect(() => {
    if (!refocus.current || busy) return;
    if (refocus.current === 'retry') retryRef.current?.focus();
    else elements?.getElement(CardElement)?.focus();
    refocus.current = null;
  }, [failure, busy, elements]);

  const onCardChange = (event: StripeCardElementChangeEvent) => {
    setCard({ complete: event.complete, error: event.error?.message });
    setFailure(null);
  };

  /** The card is saved once its SetupIntent is confirmed; a refusal says why and hands the card back. */
  const saveCard = async (element: StripeCardElement, provider: Stripe): Promise<Failure | null> => {
    const created = await provider.createPaymentMethod({ type: 'card', card: element });
    if (created.error) return { message: created.error.message ?? labels.unexpectedError, retry: false };
    let clientSecret: string;
    try {
      ({ clientSecret } = await createSetupIntent());
    } catch (error) {
      const message = chooseErrorMessage(error, (key, values) => (t as unknown as Translate)(key, values));
      return { message, retry: true };
    }
    const { paymentMethod } = created;
    const confirmed = await provider.confirmCardSetup(clientSecret, { payment_method: paymentMethod.id });
    if (confirmed.error) return { message: confirmed.error.message ?? labels.unexpectedError, retry: false };
    const saved = confirmed.setupIntent.payment_method;
    const id = typeof saved === 'string' ? saved : (saved?.id ?? paymentMethod.id);
    onAdded({ id, brand: paymentMethod.card?.brand, last4: paymentMethod.card?.last4 });
    return null;
  };

  const add = async () => {
    const element = elements?.getElement(CardElement);
    if (!stripe || !element || inFlight.current) return;
    inFlight.current = true;
    setAsking(true);
    setFailure(null);
    try {
      const refused = await saveCard(element, stripe);
      setFailure(refused);
      if (refused) refocus.current = refused.retry ? 'retry' : 'card';
    } catch {
      setFailure({ message: labels.unexpectedError, retry: false });
    } finally {
      inFlight.current = false;
      setAsking(false);
    }
  };

  const message = failure?.message ?? card.error;
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
        <Stack role="alert" gap="2" align="start">
          <Text id={errorId} color="fg.error" textStyle="sm">
            {message}
          </Text>
          {failure?.retry && (
            <Button ref={retryRef} type="button" size="sm" variant="outline" onClick={() => void add()}>
              {labels.retry}
            </Button>
          )}
        </Stack>
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
