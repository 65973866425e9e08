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
  validation: {
    required: 'Obligatoriskt',
    invalidInput: 'Ogiltig inmatning',
    nameRequired: 'Namn krävs',
    nameTooLong: 'Namnet får vara högst {{max}} tecken',
    emailRequired: 'E-postadress krävs',
    emailInvalid: 'Ange en giltig e-postadress',
    passwordHint: 'Minst 8 tecken',
    passwordTooShort: 'Lösenordet måste vara minst 8 tecken långt',
    companyNameLength: 'Företagsnamnet måste vara mellan {{min}} och {{max}} tecken',
    vatTooShort: 'Momsregistreringsnumret måste ha formatet XX123456789 (landskod + nummer)',
    vatCountryCode: 'Momsregistreringsnumret måste börja med en giltig landskod på två bokstäver',
    vatInvalid: 'Momsregistreringsnumrets format är ogiltigt',
    vatTooLong: 'Momsregistreringsnumret får vara högst {{max}} tecken',
    streetTooLong: 'Gatuadressen får vara högst {{max}} tecken',
    cityTooLong: 'Orten får vara högst {{max}} tecken',
    zipTooLong: 'Postnumret får vara högst {{max}} tecken',
    countryRequired: 'Land krävs',
    countryInvalid: 'Välj ett land i listan',
    planInvalid: 'Välj ett giltigt abonnemang',
    paymentMethodRequired: 'Betalningsmetod krävs',
    termsRequired: 'Du måste godkänna villkoren',
    marketingRequired: 'Du måste godkänna marknadsföringssamtycket',
  },
  payment: registrationPaymentSv,
  wizard: registrationWizardSv,
  access: registrationAccessSv,
  stepErrors: {
    account: 'Fyll i alla obligatoriska fält',
    vatRequired: 'Momsregistreringsnummer krävs för företag',
    vatFormat: 'Momsregistreringsnumret måste ha formatet XX123456789',
    vatFormatBanner: 'Momsregistreringsnumrets format är ogiltigt',
    company: 'Fyll i alla obligatoriska företagsuppgifter',
    plan: 'Välj ett giltigt abonnemang',
    payment: 'Lägg till en betalningsmetod för att fortsätta',
    terms: 'Du måste godkänna villkoren för att fortsätta',
    paymentAtSubmit: 'En betalningsmetod krävs för att slutföra registreringen',
  },
} satisfies Catalogue<typeof registrationEn>;
