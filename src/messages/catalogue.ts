/** A catalogue, or the part of one an area keeps: message id -> its ICU MessageFormat pattern. */
export type Catalogue = Readonly<Record<string, string>>;
