import type { Catalogue } from './catalogue';
import type { registrationEn } from './registration.en';

export const registrationSv = {
  steps: {
    account: 'Kontouppgifter',
    company: 'Företagsuppgifter (valfritt)',
    plan: 'Välj en plan',
    payment: 'Betalningsmetod',
    review: 'Granska och bekräfta',
  },
} satisfies Catalogue<typeof registrationEn>;
