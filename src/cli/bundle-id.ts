/**
 * How the bundled command (dist/cli/sealaw.cjs) and its code cache name each other:
 * the bundle's first line is BUNDLE_HEADER and an id (from a hash of the bundle),
 * and the cache file starts with the same id.
 */

export const BUNDLE_HEADER = "// sealaw bundle ";
export const BUNDLE_ID_LENGTH = 16;
