import type { TranslateOptions, TranslationKey } from '@/i18n';
import { en } from '@/i18n/en';

/** `t` over the English catalogue with {{name}} interpolation, for code that is handed a translator. */
export function englishT(key: TranslationKey, values: TranslateOptions = {}): string {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);
  if (typeof text !== 'string') throw new Error(`missing ${key}`);
  return text.replace(/{{(\w+)}}/g, (_, name: string) => String(values[name]));
}
