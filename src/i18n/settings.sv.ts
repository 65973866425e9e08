import type { Catalogue } from './catalogue';
import type { settingsEn } from './settings.en';

export const settingsSv = {
  title: 'Inställningar',
  intro: 'Din profil, dina inställningar och företagsuppgifter.',
  loading: 'Hämtar din profil',
  loadFailed: 'Din profil kunde inte hämtas',
  profile: {
    title: 'Profil',
    description: 'Så ser ditt team dig.',
    name: 'Namn',
    email: 'E-post',
    emailHint: 'Du loggar in med den här adressen. Den hanteras av din inloggningstjänst.',
    phone: 'Telefon',
    phoneHint: 'Valfritt, t.ex. +46 70 123 45 67.',
    nameRequired: 'Namn måste anges',
    nameTooLong: 'Namnet får vara högst {{max}} tecken',
    phoneTooLong: 'Telefonnumret får vara högst {{max}} tecken',
    phoneInvalid: 'Ange ett telefonnummer: siffror, mellanslag och bindestreck, gärna med + först',
    save: 'Spara',
    saving: 'Sparar…',
    saved: 'Profilen har sparats',
    saveFailed: 'Din profil kunde inte sparas. {{message}}',
  },
  preferences: {
    title: 'Preferenser',
    description: 'Sparas på ditt konto och följer med dig till alla enheter du loggar in på.',
    theme: 'Tema',
    language: 'Språk',
    notifications: 'Aviseringar via e-post',
    notificationsHint: 'Varningar om lågt saldo, fakturor och driftmeddelanden via e-post.',
    notificationsOn: 'Aviseringar via e-post är på',
    notificationsOff: 'Aviseringar via e-post är av',
    saveFailed: 'Inställningen kunde inte sparas på ditt konto',
  },
  company: {
    title: 'Företag',
    description: 'Företaget som ditt konto faktureras till. Kontakta supporten för att ändra uppgifterna.',
    name: 'Företagsnamn',
    vat: 'Momsregistreringsnummer',
    email: 'E-post för fakturor',
    address: 'Adress',
    phone: 'Telefon',
    notGiven: 'Ej angivet',
    individual:
      'Det här är ett privatkonto: det finns inga företagsuppgifter och fakturor skickas till din e-post.',
    contactSupport: 'Kontakta supporten',
  },
  plan: {
    title: 'Abonnemang',
    description:
      'Ditt abonnemang, saldo, fakturor och betalningsmetoder finns under Fakturering och användning.',
    change: 'Byt abonnemang',
  },
} satisfies Catalogue<typeof settingsEn>;
