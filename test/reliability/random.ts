/** A small seeded generator (mulberry32): the same seed gives the same run. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The seed of a run: SEALAW_SEED when set, else a fixed one. Failures print it. */
export function seedOf(env: string | undefined = process.env.SEALAW_SEED): number {
  return env !== undefined && env !== "" ? Number(env) >>> 0 : 1717;
}

/** How many of something a run makes: the env var when set, else the CI size. */
export function sizeOf(name: string, ci: number): number {
  const v = process.env[name];
  return v !== undefined && v !== "" ? Math.max(1, Math.floor(Number(v))) : ci;
}
