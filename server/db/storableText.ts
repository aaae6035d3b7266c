/**
 * C0 control characters other than tab, line feed and carriage return, and DEL: PostgreSQL refuses
 * NUL in text and JSON, and none of them belongs in a name, an address or an id. Lone UTF-16
 * surrogates are not text either (the drivers would store U+FFFD, silently changing the value).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const unstorable = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text that may be stored as it is: no control characters (tab and line breaks aside), no lone surrogates. */
export const isStorableText = (text: string) => !unstorable.test(text);
