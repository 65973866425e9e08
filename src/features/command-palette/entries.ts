import type { TFunction } from 'i18next';

import type { ApiKey, ModelList, UserProfile } from '@/api/generated/model';
import { FEATURE_ROUTES, isFeatureEnabled, type FeatureFlags, type Theme } from '@/config';
import { FEATURE_FLAGS } from '@/config';

import type { Searchable } from './search';

/** The palette's groups, in the order they are shown. */
export const PALETTE_GROUPS = [
  'recent',
  'pages',
  'actions',
  'models',
  'databases',
  'apiKeys',
  'members',
] as const;
export type PaletteGroup = (typeof PALETTE_GROUPS)[number];

/** What choosing an entry does. Only plain data, so recent entries can be stored as they are. */
export type PaletteTarget =
  | {
      readonly kind: 'navigate';
      readonly to: string;
      readonly search?: Readonly<Record<string, string | boolean>>;
    }
  | { readonly kind: 'theme'; readonly theme: Theme };

export interface PaletteEntry extends Searchable {
  /** Unique across all groups: `page:/models`, `model:llama-3`, `key:12`… */
  readonly id: string;
  readonly group: Exclude<PaletteGroup, 'recent'>;
  readonly title: string;
  readonly description?: string;
  readonly keywords?: readonly string[];
  readonly target: PaletteTarget;
}

const SIGN_OUT_PATH = '/signout';

const navigate = (to: string, search?: Record<string, string | boolean>): PaletteTarget =>
  search ? { kind: 'navigate', to, search } : { kind: 'navigate', to };

type Page = 'overview' | 'models' | 'apiKeys' | 'team' | 'settings' | 'billing';
const PAGES: readonly Page[] = ['overview', 'models', 'apiKeys', 'team', 'settings', 'billing'];

const PAGE_KEYWORDS: Record<Page, readonly string[]> = {
  overview: ['dashboard', 'home', 'start'],
  models: ['llm', 'chat', 'embedding', 'playground'],
  apiKeys: ['tokens', 'secrets', 'credentials'],
  team: ['members', 'users', 'invitations', 'people'],
  settings: ['profile', 'preferences', 'account'],
  billing: ['wallet', 'invoices', 'plan', 'payment', 'usage'],
};

/** The signed-in pages whose flag is on (spec section 2). */
export function pageEntries(t: TFunction, flags: FeatureFlags = FEATURE_FLAGS): PaletteEntry[] {
  return PAGES.filter((page) => isFeatureEnabled(page, flags)).map((page) => ({
    id: `page:${FEATURE_ROUTES[page]}`,
    group: 'pages',
    title: t(`pages.${page}.title`),
    description: t(`pages.${page}.intro`),
    keywords: PAGE_KEYWORDS[page],
    target: navigate(FEATURE_ROUTES[page]),
  }));
}

/**
 * Databases: switched off by its flag, and then contributes nothing. The contract has no database
 * endpoint (spec section 7: "Endpoint not defined in API specification"), so with the flag on the
 * section's page is all there is to find.
 */
export function databaseEntries(t: TFunction, flags: FeatureFlags = FEATURE_FLAGS): PaletteEntry[] {
  if (!isFeatureEnabled('databases', flags)) return [];
  return [
    {
      id: `page:${FEATURE_ROUTES.databases}`,
      group: 'databases',
      title: t('pages.databases.title'),
      description: t('pages.databases.intro'),
      keywords: ['postgres', 'storage', 'vector'],
      target: navigate(FEATURE_ROUTES.databases),
    },
  ];
}

/** Things to do rather than places to go; each only while its section is switched on. */
export function actionEntries(t: TFunction, flags: FeatureFlags = FEATURE_FLAGS): PaletteEntry[] {
  const action = (
    key: 'createApiKey' | 'inviteMember' | 'themeLight' | 'themeDark' | 'themeSystem' | 'signOut',
    target: PaletteTarget,
    keywords: readonly string[],
  ): PaletteEntry => ({
    id: `action:${key}`,
    group: 'actions',
    title: t(`shell.commandPalette.actions.${key}.title`),
    description: t(`shell.commandPalette.actions.${key}.description`),
    keywords,
    target,
  });
  return [
    ...(isFeatureEnabled('apiKeys', flags)
      ? [action('createApiKey', navigate(FEATURE_ROUTES.apiKeys, { create: true }), ['new', 'add', 'token'])]
      : []),
    ...(isFeatureEnabled('team', flags)
      ? [action('inviteMember', navigate(FEATURE_ROUTES.team, { invite: true }), ['add', 'user', 'team'])]
      : []),
    action('themeLight', { kind: 'theme', theme: 'light' }, ['theme', 'colour', 'color', 'mode']),
    action('themeDark', { kind: 'theme', theme: 'dark' }, ['theme', 'colour', 'color', 'mode', 'night']),
    action('themeSystem', { kind: 'theme', theme: 'system' }, ['theme', 'colour', 'color', 'mode', 'auto']),
    action('signOut', navigate(SIGN_OUT_PATH), ['logout', 'log out', 'exit']),
  ];
}

type Model = ModelList['data'][number];

/** Only models with both an input and an output price are listed (spec section 3). */
export function isListedModel(model: Model): boolean {
  return model.pricing?.input != null && model.pricing.output != null;
}

export function modelEntries(t: TFunction, models: readonly Model[]): PaletteEntry[] {
  return models.filter(isListedModel).map((model) => ({
    id: `model:${model.id}`,
    group: 'models',
    title: model.id,
    description:
      model.description ??
      (model.model_type === 'chat' || model.model_type === 'embedding'
        ? t(`shell.commandPalette.model.${model.model_type}`, { owner: model.owned_by })
        : t('shell.commandPalette.model.other', { owner: model.owned_by, type: model.model_type })),
    keywords: [model.root, model.owned_by, model.model_type, ...model.tags],
    target: navigate(FEATURE_ROUTES.models, { model: model.id }),
  }));
}

export function apiKeyEntries(t: TFunction, keys: readonly ApiKey[]): PaletteEntry[] {
  return keys.map((key) => ({
    id: `key:${key.id}`,
    group: 'apiKeys',
    title: key.name,
    description: key.description ?? t('shell.commandPalette.apiKey.prefix', { prefix: key.prefix }),
    keywords: [key.prefix],
    target: navigate(FEATURE_ROUTES.apiKeys),
  }));
}

export function memberEntries(users: readonly UserProfile[]): PaletteEntry[] {
  return users.map((user) => ({
    id: `member:${user.id}`,
    group: 'members',
    title: user.name || user.email,
    description: user.email,
    keywords: [user.login, user.role],
    target: navigate(FEATURE_ROUTES.team),
  }));
}
