import { digitsOf } from './card-rules';

/** The card as typed, for the stand-in's createPaymentMethod only. */
export interface StandInCardData {
  number: string;
  expiry: string;
  cvc: string;
  /** Marks every field as left, so the element shows what is missing (as Stripe does after a failed use). */
  revealErrors(): void;
}

/** Each live stand-in element's reader of its inputs: the element object itself exposes no card data. */
export const cardData = new WeakMap<object, () => StandInCardData | null>();

/** The card data of a mounted stand-in element, or null (not a stand-in element, not mounted, destroyed). */
export function readStandInCard(element: unknown): StandInCardData | null {
  if (typeof element !== 'object' || element === null) return null;
  return cardData.get(element)?.() ?? null;
}

/** The card as typed into the element's three inputs. */
export function typedCard(
  inputs: Record<'number' | 'expiry' | 'cvc', HTMLInputElement>,
  revealErrors: () => void,
): StandInCardData {
  return {
    number: digitsOf(inputs.number.value),
    expiry: inputs.expiry.value,
    cvc: digitsOf(inputs.cvc.value),
    revealErrors,
  };
}
