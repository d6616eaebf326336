/** The register's addresses. */

import { href } from "../router.js";

export const regHref = (...parts: string[]): string => href(["register", ...parts]);
export const lotHref = (id: string): string => href(["register", "lots", id]);
