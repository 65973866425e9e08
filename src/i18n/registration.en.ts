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
  validation: {
    required: 'Required',
    invalidInput: 'Invalid input',
    nameRequired: 'Name is required',
    nameTooLong: 'Name must be at most {{max}} characters',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    passwordHint: 'Must be at least 8 characters',
    passwordTooShort: 'Password must be at least 8 characters long',
    companyNameLength: 'Company name must be between {{min}} and {{max}} characters',
    vatTooShort: 'VAT number must be in format XX123456789 (country code + number)',
    vatCountryCode: 'VAT number must start with a valid 2-letter country code',
    vatInvalid: 'VAT number format is invalid',
    vatTooLong: 'VAT number must be at most {{max}} characters',
    streetTooLong: 'Street address must be at most {{max}} characters',
    cityTooLong: 'City must be at most {{max}} characters',
    zipTooLong: 'Postal code must be at most {{max}} characters',
    countryRequired: 'Country is required',
    countryInvalid: 'Please choose a country from the list',
    planInvalid: 'Please select a valid plan',
    paymentMethodRequired: 'Payment method is required',
    termsRequired: 'You must accept the terms and conditions',
    marketingRequired: 'You must accept the marketing consent',
  },
  payment: registrationPaymentEn,
  wizard: registrationWizardEn,
  access: registrationAccessEn,
  stepErrors: {
    account: 'Please complete all required fields',
    vatRequired: 'VAT number is required for companies',
    vatFormat: 'VAT number must be in format XX123456789',
    vatFormatBanner: 'VAT number format is invalid',
    company: 'Please complete all required company information',
    plan: 'Please select a valid plan',
    payment: 'Please add a payment method to continue',
    terms: 'You must accept the terms and conditions to continue',
    paymentAtSubmit: 'A payment method is required to complete registration',
  },
} as const;
