import type { TranslateOptions, TranslationKey } from '@/i18n';
import { z } from 'zod';
import {
  completeRegistrationBodyCompanyAddressCityMax,
  completeRegistrationBodyCompanyAddressStreetMax,
  completeRegistrationBodyCompanyAddressZipMax,
  completeRegistrationBodyCompanyNameMax,
  completeRegistrationBodyCompanyNameMin,
  completeRegistrationBodyCompanyVatNumberMax,
  completeRegistrationBodyCompanyVatNumberMin,
} from '@/api/generated/endpoints/registration/registration.zod';
import { DEFAULT_PLAN_ID, PASSWORD_MIN_LENGTH, PLAN_IDS, USER_NAME_MAX_LENGTH } from '@/config';
import { isCountryCode } from './countries';

/**
 * The wizard's form model and its zod schema with the messages of spec section 5. Limits come from the
 * contract (generated constants) and the constants module, never repeated here. `t` resolves the i18n keys,
 * so the same schema speaks English and Swedish.
 */
export type Translate = (key: MessageKey, values?: TranslateOptions) => string;

/** A key of the catalogue, checked by the compiler: the registration modules only ever name literal keys. */
export type MessageKey = TranslationKey;

export const COMPANY_TYPES = ['company', 'individual'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

export interface RegistrationForm {
  user: { name: string; email: string; password?: string };
  company: {
    type: CompanyType;
    name: string;
    email: string;
    vatNumber: string;
    address: { street: string; city: string; zip: string; countryCode: string };
  };
  plan: { planId: string };
  /** The card provider's payment method once added: never the card data itself. */
  paymentMethod: { id: string; brand?: string; last4?: string } | null;
  terms: { termsAccepted: boolean; marketingConsent: boolean };
}

export function emptyRegistrationForm(user?: { name?: string; email?: string }): RegistrationForm {
  return {
    user: { name: user?.name ?? '', email: user?.email ?? '' },
    company: {
      type: 'company',
      name: '',
      email: '',
      vatNumber: '',
      address: { street: '', city: '', zip: '', countryCode: '' },
    },
    plan: { planId: DEFAULT_PLAN_ID },
    paymentMethod: null,
    terms: { termsAccepted: false, marketingConsent: false },
  };
}

export function registrationSchema(t: Translate) {
  const email = z
    .string()
    .trim()
    .min(1, t('registration.errors.emailRequired'))
    .pipe(z.email(t('registration.errors.emailInvalid')));

  const vatNumber = z
    .string()
    .trim()
    .min(completeRegistrationBodyCompanyVatNumberMin, t('registration.errors.vatTooShort'))
    .max(
      completeRegistrationBodyCompanyVatNumberMax,
      t('registration.errors.vatTooLong', { max: completeRegistrationBodyCompanyVatNumberMax }),
    )
    .regex(/^[A-Za-z]{2}/, t('registration.errors.vatCountryCode'))
    .regex(/^.{2}[0-9A-Z]*$/, t('registration.errors.vatFormatInvalid'));

  // The company's own checks sit on the company object, so they run whatever the other steps hold (a zod
  // refinement on the whole form would wait until everything else parses).
  const company = z
    .object({
      type: z.enum(COMPANY_TYPES, t('registration.errors.invalidInput')),
      name: z.string(),
      email: z.string(),
      vatNumber: z.string(),
      address: z.object({ street: z.string(), city: z.string(), zip: z.string(), countryCode: z.string() }),
    })
    .superRefine((company, ctx) => {
      // Company details are required only for the company account type (spec section 4).
      if (company.type !== 'company') return;
      const vat = vatNumber.safeParse(company.vatNumber);
      if (!vat.success) {
        ctx.addIssue({
          code: 'custom',
          path: ['vatNumber'],
          message: vat.error.issues[0]?.message ?? '',
        });
      }
      const nameLength = company.name.trim().length;
      if (
        nameLength < completeRegistrationBodyCompanyNameMin ||
        nameLength > completeRegistrationBodyCompanyNameMax
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['name'],
          message: t('registration.errors.companyNameLength', {
            min: completeRegistrationBodyCompanyNameMin,
            max: completeRegistrationBodyCompanyNameMax,
          }),
        });
      }
      const companyEmail = email.safeParse(company.email);
      if (!companyEmail.success) {
        ctx.addIssue({
          code: 'custom',
          path: ['email'],
          message: companyEmail.error.issues[0]?.message ?? '',
        });
      }
      // Everything the contract asks of the address, so a registration never fails on it at the end.
      const addressLimits = [
        ['street', completeRegistrationBodyCompanyAddressStreetMax, 'registration.errors.streetTooLong'],
        ['city', completeRegistrationBodyCompanyAddressCityMax, 'registration.errors.cityTooLong'],
        ['zip', completeRegistrationBodyCompanyAddressZipMax, 'registration.errors.zipTooLong'],
      ] as const;
      for (const [field, max, message] of addressLimits) {
        if (company.address[field].trim().length > max) {
          ctx.addIssue({ code: 'custom', path: ['address', field], message: t(message, { max }) });
        }
      }
      const country = company.address.countryCode.trim();
      if (country === '' || !isCountryCode(country.toUpperCase())) {
        ctx.addIssue({
          code: 'custom',
          path: ['address', 'countryCode'],
          message:
            country === ''
              ? t('registration.errors.countryRequired')
              : t('registration.errors.countryInvalid'),
        });
      }
    });

  return z.object({
    user: z.object({
      name: z
        .string()
        .trim()
        .min(1, t('registration.errors.nameRequired'))
        .max(USER_NAME_MAX_LENGTH, t('registration.errors.nameTooLong', { max: USER_NAME_MAX_LENGTH })),
      email: email,
      password: z
        .string()
        .min(PASSWORD_MIN_LENGTH, t('registration.errors.passwordTooShort'))
        .optional()
        .or(z.literal('')),
    }),
    company,
    plan: z.object({ planId: z.enum(PLAN_IDS, t('registration.errors.planInvalid')) }),
    paymentMethod: z.object({ id: z.string().min(1) }).nullable(),
    terms: z.object({
      termsAccepted: z.literal(true, t('registration.errors.termsRequired')),
      marketingConsent: z.literal(true, t('registration.errors.marketingRequired')),
    }),
  });
}

/** An individual account: no company name or VAT, invoices to the user's own email (spec section 4). */
export function asIndividual(form: RegistrationForm): RegistrationForm {
  return {
    ...form,
    company: { ...form.company, type: 'individual', name: '', vatNumber: '', email: form.user.email },
  };
}
