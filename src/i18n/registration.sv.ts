import type { Catalogue } from './catalogue';
import type { registrationEn } from './registration.en';
import { registrationAccessSv } from './registration-access.sv';
import { registrationPaymentSv } from './registration-payment.sv';
import { registrationWizardSv } from './registration-wizard.sv';

export const registrationSv = {
  steps: {
    account: 'Kontouppgifter',
    company: 'Företagsuppgifter (valfritt)',
    plan: 'Välj ett abonnemang',
    payment: 'Betalningsmetod',
    review: 'Granska och bekräfta',
  },
  errors: {
    invalidInput: 'Ogiltig inmatning',
    nameRequired: 'Namn krävs',
    nameTooLong: 'Namnet får vara högst {{max}} tecken',
    emailRequired: 'E-postadress krävs',
    emailInvalid: 'Ange en giltig e-postadress',
    passwordTooShort: 'Lösenordet måste vara minst 8 tecken långt',
    companyNameLength: 'Företagsnamnet måste vara mellan {{min}} och {{max}} tecken',
    vatRequired: 'Momsregistreringsnummer krävs för företag',
    vatTooShort: 'Momsregistreringsnumret måste ha formatet XX123456789 (landskod + nummer)',
    vatCountryCode: 'Momsregistreringsnumret måste börja med en giltig landskod på två bokstäver',
    vatFormatInvalid: 'Momsregistreringsnumrets format är ogiltigt',
    vatFormat: 'Momsregistreringsnumret måste ha formatet XX123456789',
    vatTooLong: 'Momsregistreringsnumret får vara högst {{max}} tecken',
    vatInvalid: 'Ogiltigt momsregistreringsnummer. Kontrollera och försök igen.',
    vatExists:
      'Det här företaget är redan registrerat hos oss. Om du tillhör företaget, kontakta din administratör.',
    streetTooLong: 'Gatuadressen får vara högst {{max}} tecken',
    cityTooLong: 'Orten får vara högst {{max}} tecken',
    zipTooLong: 'Postnumret får vara högst {{max}} tecken',
    countryRequired: 'Land krävs',
    countryInvalid: 'Välj ett land i listan',
    planInvalid: 'Välj ett giltigt abonnemang',
    paymentMethodRequired: 'Betalningsmetod krävs',
    paymentMissing: 'Lägg till en betalningsmetod för att fortsätta',
    paymentAtSubmit: 'En betalningsmetod krävs för att slutföra registreringen',
    termsRequired: 'Du måste godkänna villkoren',
    termsRequiredToContinue: 'Du måste godkänna villkoren för att fortsätta',
    marketingRequired: 'Du måste godkänna marknadsföringssamtycket',
    accountIncomplete: 'Fyll i alla obligatoriska fält',
    companyIncomplete: 'Fyll i alla obligatoriska företagsuppgifter',
  },
  payment: registrationPaymentSv,
  wizard: registrationWizardSv,
  access: registrationAccessSv,
} satisfies Catalogue<typeof registrationEn>;
