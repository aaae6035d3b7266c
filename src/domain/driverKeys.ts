/**
 * A driver key (iButton or RFID id) in its one stored form: upper-case hex of the number without
 * leading zeros, padded to 8 digits, so "00000000 1a2b3c4d", "1A:2B:3C:4D" and "1A2B3C4D" are one
 * key whichever reader or person wrote it. Null when the text is not 8 to 16 hex digits (separators
 * aside) or is all zeros (the "no key" of Teltonika's IO 78).
 */
export function normalDriverKey(text: string): string | null {
  const digits = text.replace(/[\s:.-]/g, '');
  if (!/^[0-9a-fA-F]{8,16}$/.test(digits)) return null;
  const value = BigInt(`0x${digits}`);
  return value === 0n ? null : value.toString(16).toUpperCase().padStart(8, '0');
}
