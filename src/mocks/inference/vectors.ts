import { hash32, prng } from '../store/hash';

/** A deterministic unit vector for (model, input): the same text always embeds the same. */
export function embed(modelId: string, input: string, dimensions: number): number[] {
  const random = prng(hash32(`${modelId}\u0000${input}`));
  const values: number[] = [];
  while (values.length < dimensions) {
    // Box–Muller: normal values, so the direction is uniform on the sphere.
    const u = Math.max(random(), Number.EPSILON);
    const v = random();
    const r = Math.sqrt(-2 * Math.log(u));
    values.push(r * Math.cos(2 * Math.PI * v), r * Math.sin(2 * Math.PI * v));
  }
  values.length = dimensions;
  const norm = Math.sqrt(values.reduce((sum, x) => sum + x * x, 0));
  return values.map((x) => x / norm);
}

/** OpenAI's `encoding_format=base64`: the base64 of the little-endian float32 bytes. */
export function toBase64Float32(vector: readonly number[]): string {
  const view = new DataView(new ArrayBuffer(vector.length * 4));
  vector.forEach((x, i) => view.setFloat32(i * 4, x, true));
  let binary = '';
  const bytes = new Uint8Array(view.buffer);
  for (let i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i] ?? 0);
  return btoa(binary);
}
