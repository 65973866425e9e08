import type { en } from './en';

/** The shape of a catalogue: the English keys, each holding a string in that language. */
export type Catalogue<T = typeof en> = {
  -readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]>;
};
