/**
 * Deterministic numbers from strings: the mock derives usage, replies and vectors from a key (a key id and
 * a day, a prompt, an input) instead of storing them, so the same question always gets the same answer and
 * the `large` scenario costs nothing until a row is asked for. Not cryptography.
 */

/** 32-bit FNV-1a with a murmur3 finaliser: fast and well mixed. */
export function hash32(input: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    h ^= input.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A number in [0, 1) from a string. */
export function unitHash(input: string): number {
  return hash32(input) / 0x1_0000_0000;
}

/** mulberry32: a small seeded PRNG giving numbers in [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 0x1_0000_0000;
  };
}

/** A PRNG seeded from a string. */
export function prngFor(input: string): () => number {
  return prng(hash32(input));
}

/**
 * A 128-bit hex digest of a secret (four salted 32-bit lanes). The store keeps only this of an API key's
 * secret or an identity's password, so a dump of the store shows no secret; it is not meant to resist attack.
 */
export function digest(secret: string): string {
  return ['k1', 'k2', 'k3', 'k4']
    .map((salt) => hash32(`${salt}:${secret}`).toString(16).padStart(8, '0'))
    .join('');
}

/** An integer in [min, max] from a PRNG. */
export function intBetween(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}
