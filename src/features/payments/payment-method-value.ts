/** The payment method the wizard keeps: the card provider's id, brand and last four digits, never the card. */
export interface PaymentMethodValue {
  id: string;
  brand?: string;
  last4?: string;
}
