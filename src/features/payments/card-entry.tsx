import { Box, Button, Flex, Link, Stack, Text, useChakraContext } from '@chakra-ui/react';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type {
  Stripe,
  StripeCardElement,
  StripeCardElementChangeEvent,
  StripeCardElementOptions,
  StripeElementsOptions,
} from '@stripe/stripe-js';
import { useEffect, useId, useMemo, useRef, useState } from 'react';

import { resolveUrl } from '@/api/client';
import type { Translate } from '@/api/errors';
import { sessionEnd } from '@/api/session-end';
import { MOCK_GUIDE_PATH } from '@/config/constants';
import { useColorMode } from '@/ui/color-mode';
import { isLanguage, useTranslation } from '@/i18n';

import { CARD_FIELD_CSS, cardElementStyle } from './card-element-style';
import type { PaymentMethodValue } from './save-card';
import { saveCard, type Failure } from './save-card';
import type { HintCards, PaymentProviderKind } from './stripe-loader';

/** Stripe's card element and "Add card", which saves the card through a SetupIntent (docs/payments.md). */
export interface CardEntryLabels {
  /** The button that saves the card ("Add card"). */
  addCard: string;
  /** The button while the card is being saved ("Adding card…"). */
  adding: string;
  /** Under the button with the stand-in: which test cards to use (the stand-in names them). */
  testMode: (cards: HintCards) => string;
  /** The link to the mock platform's guide with every test card (mock mode only). */
  testCards: string;
  /** When the provider fails without a message of its own. */
  unexpectedError: string;
  /** Asks again after the platform failed to start the SetupIntent (or the form failed to load). */
  retry: string;
}

export interface CardEntryProps {
  /** The provider's object; always the same one (see stripe-loader.ts). */
  stripe: Stripe;
  kind: PaymentProviderKind;
  /** The stand-in's test cards for its hint. */
  hintCards?: HintCards;
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
  hintCards,
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
  // platform failure, to its retry. Not when the session has ended: focus is on the way to sign in again.
  const refocus = useRef<'card' | 'retry' | null>(null);
  useEffect(() => {
    if (!refocus.current || busy) return;
    if (sessionEnd.isEnded()) refocus.current = null;
    else if (refocus.current === 'retry') retryRef.current?.focus();
    else elements?.getElement(CardElement)?.focus();
    refocus.current = null;
  }, [failure, busy, elements]);

  const onCardChange = (event: StripeCardElementChangeEvent) => {
    setCard({ complete: event.complete, error: event.error?.message });
    setFailure(null);
  };

  const add = async () => {
    const element = elements?.getElement(CardElement);
    if (!stripe || !element || inFlight.current) return;
    inFlight.current = true;
    setAsking(true);
    setFailure(null);
    try {
      const translate: Translate = (key, values) => (t as unknown as Translate)(key, values);
      const { unexpectedError } = labels;
      const refused = await saveCard({ element, provider: stripe, unexpectedError, translate, onAdded });
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
        css={CARD_FIELD_CSS}
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
        {kind === 'stand-in' && hintCards && (
          <Text color="fg.muted" textStyle="xs" flex="1" minW="48">
            {labels.testMode(hintCards)}{' '}
            <Link href={resolveUrl(MOCK_GUIDE_PATH)} target="_blank" rel="noopener" colorPalette="brand">
              {labels.testCards}
            </Link>
          </Text>
        )}
      </Flex>
    </Stack>
  );
}
