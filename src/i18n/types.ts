/** A catalog branch: nested keys down to strings. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

/** Another language's version of catalog T: the same keys, any strings. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
