import type { permissionsEn } from './permissions.en';
import type { Catalogue } from './catalogue';

/** Varför en åtgärd inte erbjuds den inloggade användarens roll (api/permissions.ts). */
export const permissionsSv = {
  reasons: {
    invite: 'Bara administratörer kan bjuda in medlemmar.',
    changeRole: 'Bara administratörer kan ändra roller.',
    removeMember: 'Bara administratörer kan ta bort medlemmar.',
    manageInvitations: 'Bara administratörer kan skicka om eller återkalla inbjudningar.',
    changePlan: 'Bara administratörer kan byta abonnemang.',
    manageCards: 'Bara administratörer kan lägga till eller ta bort kort.',
    lowBalance: 'Bara administratörer kan ändra varningen för lågt saldo.',
    topUp: 'Bara administratörer kan fylla på saldot.',
    payInvoice: 'Bara administratörer kan betala fakturor.',
    autoRecharge: 'Bara administratörer kan ändra automatisk påfyllning.',
  },
} satisfies Catalogue<typeof permissionsEn>;
