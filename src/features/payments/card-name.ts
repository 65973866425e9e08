import { useTranslation } from '@/i18n';

const BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unionpay', 'sepa_debit'] as const;
type KnownBrand = (typeof BRANDS)[number];

function isKnownBrand(brand: string | undefined): brand is KnownBrand {
  return (BRANDS as readonly (string | undefined)[]).includes(brand);
}

/** What names a card: the provider's brand (`visa`; another is "Card") and the number's last four digits. */
export interface NamedCard {
  brand?: string;
  last4?: string;
}

export interface CardNames {
  /** The brand's name as the card carries it: "Visa", "American Express". */
  brand: (brand: string | undefined) => string;
  /** "Visa ending in 4242": in lists, buttons, messages and for screen readers. */
  endingIn: (card: NamedCard) => string;
  /** "Visa •••• 4242": the card as a summary shows it; "Saved card" when its digits are not known. */
  masked: (card: NamedCard) => string;
}

/** The one way a card is named, in the wizard and in billing alike. */
export function useCardNames(): CardNames {
  const { t } = useTranslation();
  const brand = (name: string | undefined) => t(`payments.brands.${isKnownBrand(name) ? name : 'card'}`);
  return {
    brand,
    endingIn: (card) =>
      card.last4
        ? t('payments.endingIn', { brand: brand(card.brand), last4: card.last4 })
        : t('payments.savedCard'),
    masked: (card) => (card.last4 ? `${brand(card.brand)} •••• ${card.last4}` : t('payments.savedCard')),
  };
}
