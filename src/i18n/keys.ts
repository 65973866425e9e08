import type { en } from './en';
import type { mockPanelEn } from './mock-panel.en';
import type { TranslateOptions } from './translator';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPluralSuffix<Key extends string> = Key extends `${infer Base}_${PluralSuffix}` ? Base : Key;

/** Every string's dot-path key; a plural string's key also without its `_one`/`_other` suffix. */
type KeysOf<Tree, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends string
    ? `${Prefix}${Key}` | `${Prefix}${WithoutPluralSuffix<Key>}`
    : KeysOf<Tree[Key], `${Prefix}${Key}.`>;
}[keyof Tree & string];

// `mockPanel` is added at run time by the mock panel's own chunk (mock mode only), so a production build
// carries none of its strings; see features/mock-panel/strings.ts.
type Strings = typeof en & { mockPanel: typeof mockPanelEn };

/** A key of the English catalogue, the source of truth for keys. */
export type TranslationKey = KeysOf<Strings>;

/** A translate function, as `useTranslation` gives it. */
export type TFunction = (key: TranslationKey, options?: TranslateOptions) => string;
