import { registrationAccessEn } from './registration-access.en';
import { registrationPaymentEn } from './registration-payment.en';
import { registrationWizardEn } from './registration-wizard.en';

/** The registration wizard (spec sections 2, 4, 5). Validation messages are the spec's, to the letter. */
export const registrationEn = {
  steps: {
    account: 'Account Information',
    company: 'Company Details (optional)',
    plan: 'Select a Plan',
    payment: 'Payment Method',
    review: 'Review & Confirm',
  },
  // Every message the wizard's checks show (schema, step checks, registry verdicts), each defined once.
  errors: {
    invalidInput: 'Invalid input',
    nameRequired: 'Name is required',
    nameTooLong: 'Name must be at most {{max}} characters',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    passwordTooShort: 'Password must be at least 8 characters long',
    companyNameLength: 'Company name must be between {{min}} and {{max}} characters',
    vatRequired: 'VAT number is required for companies',
    vatTooShort: 'VAT number must be in format XX123456789 (country code + number)',
    vatCountryCode: 'VAT number must start with a valid 2-letter country code',
    vatFormatInvalid: 'VAT number format is invalid',
    vatFormat: 'VAT number must be in format XX123456789',
    vatTooLong: 'VAT number must be at most {{max}} characters',
    vatInvalid: 'Invalid VAT number. Please check and try again.',
    vatExists:
      "This company is already registered in our system. If you're a member of this company, please contact your administrator.",
    streetTooLong: 'Street address must be at most {{max}} characters',
    cityTooLong: 'City must be at most {{max}} characters',
    zipTooLong: 'Postal code must be at most {{max}} characters',
    countryRequired: 'Country is required',
    countryInvalid: 'Please choose a country from the list',
    planInvalid: 'Please select a valid plan',
    paymentMethodRequired: 'Payment method is required',
    paymentMissing: 'Please add a payment method to continue',
    paymentAtSubmit: 'A payment method is required to complete registration',
    termsRequired: 'You must accept the terms and conditions',
    termsRequiredToContinue: 'You must accept the terms and conditions to continue',
    marketingRequired: 'You must accept the marketing consent',
    accountIncomplete: 'Please complete all required fields',
    companyIncomplete: 'Please complete all required company information',
  },
  payment: registrationPaymentEn,
  wizard: registrationWizardEn,
  access: registrationAccessEn,
} as const;
