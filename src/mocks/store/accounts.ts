import type { UserCompany } from '@/api/generated/model';
import type { PlanId } from '@/config/plans';

import type { StoreContext } from './context';
import type { AccountRecord, CompanyRecord } from './state';

/** Countries as the back office numbers them (Odoo's `res.country` ids). */
const COUNTRIES: Readonly<Record<string, { id: number; name: string }>> = {
  AT: { id: 13, name: 'Austria' },
  BE: { id: 21, name: 'Belgium' },
  DE: { id: 57, name: 'Germany' },
  DK: { id: 59, name: 'Denmark' },
  EE: { id: 64, name: 'Estonia' },
  ES: { id: 68, name: 'Spain' },
  FI: { id: 72, name: 'Finland' },
  FR: { id: 75, name: 'France' },
  IE: { id: 101, name: 'Ireland' },
  IT: { id: 109, name: 'Italy' },
  NL: { id: 166, name: 'Netherlands' },
  NO: { id: 165, name: 'Norway' },
  PL: { id: 179, name: 'Poland' },
  PT: { id: 183, name: 'Portugal' },
  SE: { id: 205, name: 'Sweden' },
};

export function countryOf(code: string | null): UserCompany['country'] {
  if (!code) return null;
  const country = COUNTRIES[code];
  return country ? { id: country.id, code, name: country.name } : { id: 0, code, name: code };
}

export function toUserCompany(company: CompanyRecord): UserCompany {
  return {
    id: company.id,
    name: company.name,
    email: company.email,
    vat: company.vat,
    street: company.street,
    city: company.city,
    country: countryOf(company.countryCode),
    phone: company.phone,
  };
}

export interface NewAccount {
  company: Omit<CompanyRecord, 'id'> | null;
  billingName: string;
  billingEmail: string;
  planId: PlanId;
  walletCarry?: number;
  createdAt?: string;
}

export function createAccountsArea(ctx: StoreContext) {
  const all = (): AccountRecord[] => [...ctx.state().accounts.values()];
  return {
    get(id: number): AccountRecord | undefined {
      return ctx.state().accounts.get(id);
    },
    all,
    /** The account whose company has this VAT number (normalised, upper case), if any. */
    byVat(vat: string): AccountRecord | undefined {
      const wanted = vat.toUpperCase();
      return all().find((a) => a.company?.vat?.toUpperCase() === wanted);
    },
    create(input: NewAccount): AccountRecord {
      const state = ctx.state();
      const company = input.company && { id: state.nextId.company++, ...input.company };
      const account: AccountRecord = {
        id: state.nextId.account++,
        company,
        billingName: input.billingName,
        billingEmail: input.billingEmail,
        createdAt: input.createdAt ?? ctx.now().toISOString(),
        planId: input.planId,
        subscriptionStatus: 'active',
        walletCarry: input.walletCarry ?? 0,
        lowBalanceThreshold: 10,
        paymentMethods: [],
        invoices: [],
      };
      state.accounts.set(account.id, account);
      return account;
    },
  };
}

export type AccountsArea = ReturnType<typeof createAccountsArea>;
