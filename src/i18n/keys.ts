import type { en } from './en';
import type { mockPanelEn } from './mock-panel.en';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPluralSuffix<Key extends string> = Key extends `${infer Base}_${PluralSuffix}` ? Base : Key;

/** Every string of a catalogue: its dot-path key, and for a plural form also the key without its suffix. */
type Entries<Tree, Prefix extends string = ''> = {
  [Key in keyof Tree & string]: Tree[Key] extends string
    ? | { key: `${Prefix}${Key}`; text: Tree[Key]; plural: false }
      | (Key extends WithoutPluralSuffix<Key>
          ? never
          : { key: `${Prefix}${WithoutPluralSuffix<Key>}`; text: Tree[Key]; plural: true })
    : Entries<Tree[Key], `${Prefix}${Key}.`>;
}[keyof Tree & string];

// `mockPanel` is added at run time by the mock panel's own chunk (mock mode only), so a production build
// carries none of its strings; see features/mock-panel/strings.ts.
/** Every string the console has, in English. */
export type Strings = typeof en & { mockPanel: typeof mockPanelEn };

type Entry = Entries<Strings>;

/** Interpolated values; `count` also picks the plural form; `lng` translates into another language. */
export interface TranslateOptions {
  readonly count?: number;
  readonly lng?: string;
  readonly [name: string]: string | number | boolean | null | undefined;
}

/** A key of the English catalogue, the source of truth for keys. */
export type TranslationKey = Entry['key'];

type Trim<Text extends string> = Text extends ` ${infer Rest}` | `${infer Rest} ` ? Trim<Rest> : Text;

/** The `{{name}}` and `{{name, format}}` placeholders of a string, as name and format. */
type Placeholders<Text extends string> = Text extends `${string}{{${infer Inner}}}${infer Rest}`
  ? | (Inner extends `${infer Name},${infer Format}`
        ? { name: Trim<Name>; format: Trim<Format> }
        : { name: Trim<Inner>; format: '' })
    | Placeholders<Rest>
  : never;

// Indexed once: a plural string's forms share their key, so its entry is the union of theirs.
type EntryByKey = { [E in Entry as E['key']]: E };
type EntryOf<Key extends TranslationKey> = EntryByKey[Key];
type PlaceholderOf<Key extends TranslationKey> = Placeholders<EntryOf<Key>['text']>;

/**
 * The values a string needs, from its English text: each placeholder's (a number for `{{name, number}}`),
 * `count` (a number) for a plural string. `lng` translates into another language.
 */
export type TranslateValues<Key extends TranslationKey> = {
  readonly [P in PlaceholderOf<Key> as P['name']]: P['format'] extends 'number'
    ? number
    : string | number | null | undefined;
} & (true extends EntryOf<Key>['plural'] ? { readonly count: number } : unknown) & {
    readonly lng?: string;
  };

/** The values argument: required when the string has placeholders or plural forms. */
type ValuesArgument<Key extends TranslationKey> = [PlaceholderOf<Key>] extends [never]
  ? true extends EntryOf<Key>['plural']
    ? [values: TranslateValues<Key>]
    : [values?: TranslateValues<Key>]
  : [values: TranslateValues<Key>];

/** A translate function, as `useTranslation` gives it: keys and values checked against the catalogue. */
export type TFunction = <Key extends TranslationKey>(key: Key, ...values: ValuesArgument<Key>) => string;

/** `t` for a key picked at run time (an error code's message), whose values the compiler cannot check. */
export type UncheckedTFunction = (key: TranslationKey, values?: TranslateOptions) => string;

/** The same `t`, for a caller that picks keys at run time. */
export function uncheckedT(t: TFunction): UncheckedTFunction {
  return t as unknown as UncheckedTFunction;
}
