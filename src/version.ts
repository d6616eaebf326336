/** sealaw's version; a test keeps it equal to package.json's. */
export const SEALAW_VERSION = "0.1.0";
