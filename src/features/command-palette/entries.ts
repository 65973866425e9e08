import type { TFunction } from '@/i18n';

import type { ApiKeyAsRead, MemberAsRead, ModelListAsRead } from '@/api/as-read';
import {
  FEATURE_FLAGS,
  isPageEnabled,
  PAGE_PATHS,
  palettePages,
  type FeatureFlags,
  type Theme,
} from '@/config';

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

/** Things the palette does that belong to another part of the console (see palette-commands.ts). */
export const PALETTE_COMMANDS = ['newProject'] as const;
export type PaletteCommand = (typeof PALETTE_COMMANDS)[number];

/** What choosing an entry does. Only plain data, so recent entries can be stored as they are. */
export type PaletteTarget =
  | {
      readonly kind: 'navigate';
      readonly to: string;
      readonly search?: Readonly<Record<string, string | boolean>>;
    }
  | { readonly kind: 'theme'; readonly theme: Theme }
  | { readonly kind: 'command'; readonly command: PaletteCommand };

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

/**
 * The pages switched on (page registry, config/pages.ts), in its order. A section not built yet is listed
 * too: it leads to its page saying it is not available. Databases have no contract endpoint (spec section 7:
 * "Endpoint not defined in API specification"), so their page is all the palette finds of them.
 */
export function pageEntries(t: TFunction, flags: FeatureFlags = FEATURE_FLAGS): PaletteEntry[] {
  return palettePages(flags).map((page) => ({
    id: `page:${page.path}`,
    group: 'pages',
    title: t(`pages.${page.id}.title`),
    description: t(`pages.${page.id}.intro`),
    keywords: page.keywords,
    target: navigate(page.path),
  }));
}

/**
 * Things to do rather than places to go; each only while its section is switched on, and each command
 * only when the app offers it (`commands`).
 */
export function actionEntries(
  t: TFunction,
  flags: FeatureFlags = FEATURE_FLAGS,
  commands: readonly PaletteCommand[] = [],
  /** What the user's role may do (api/permissions.ts): Invite member only for a role that may invite. */
  may: { invite: boolean } = { invite: true },
): PaletteEntry[] {
  const action = (
    key:
      | PaletteCommand
      | 'createApiKey'
      | 'inviteMember'
      | 'themeLight'
      | 'themeDark'
      | 'themeSystem'
      | 'signOut',
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
    ...(commands.includes('newProject')
      ? [action('newProject', { kind: 'command', command: 'newProject' }, ['create', 'add', 'namespace'])]
      : []),
    ...(isPageEnabled('apiKeys', flags)
      ? [action('createApiKey', navigate(PAGE_PATHS.apiKeys, { create: true }), ['new', 'add', 'token'])]
      : []),
    ...(isPageEnabled('team', flags) && may.invite
      ? [action('inviteMember', navigate(PAGE_PATHS.team, { invite: true }), ['add', 'user', 'team'])]
      : []),
    action('themeLight', { kind: 'theme', theme: 'light' }, ['theme', 'colour', 'color', 'mode']),
    action('themeDark', { kind: 'theme', theme: 'dark' }, ['theme', 'colour', 'color', 'mode', 'night']),
    action('themeSystem', { kind: 'theme', theme: 'system' }, ['theme', 'colour', 'color', 'mode', 'auto']),
    action('signOut', navigate(SIGN_OUT_PATH), ['logout', 'log out', 'exit']),
  ];
}

type Model = ModelListAsRead['data'][number];

/** Only models with both an input and an output price are listed (spec section 3). */
export function isListedModel(model: Model): boolean {
  return model.pricing?.input != null && model.pricing.output != null;
}

/** "Chat model by mistralai"; nothing when the platform sent neither the type nor the owner. */
function modelDescription(t: TFunction, model: Model): string | undefined {
  const { model_type: type, owned_by: owner } = model;
  if (!type || !owner) return undefined;
  return type === 'chat' || type === 'embedding'
    ? t(`shell.commandPalette.model.${type}`, { owner })
    : t('shell.commandPalette.model.other', { owner, type });
}

const isText = (value: string | undefined): value is string => Boolean(value);

export function modelEntries(t: TFunction, models: readonly Model[]): PaletteEntry[] {
  return models.filter(isListedModel).map((model) => ({
    id: `model:${model.id}`,
    group: 'models',
    title: model.id,
    description: model.description ?? modelDescription(t, model),
    keywords: [model.root, model.owned_by, model.model_type, ...(model.tags ?? [])].filter(isText),
    target: navigate(PAGE_PATHS.models, { model: model.id }),
  }));
}

export function apiKeyEntries(t: TFunction, keys: readonly ApiKeyAsRead[]): PaletteEntry[] {
  return keys.map((key) => ({
    id: `key:${key.id}`,
    group: 'apiKeys',
    title: key.name,
    description:
      key.description ??
      (key.prefix ? t('shell.commandPalette.apiKey.prefix', { prefix: key.prefix }) : undefined),
    keywords: [key.prefix].filter(isText),
    target: navigate(PAGE_PATHS.apiKeys),
  }));
}

export function memberEntries(users: readonly MemberAsRead[]): PaletteEntry[] {
  return users.map((user) => ({
    id: `member:${user.id}`,
    group: 'members',
    title: user.name || user.email,
    description: user.email,
    keywords: [user.login, user.role].filter(isText),
    target: navigate(PAGE_PATHS.team),
  }));
}
