import { digits, letters, type Random } from './random';

// VINs never use I, O or Q (ISO 3779).
const vinAlphabet = digits + letters.replace(/[IOQ]/g, '');
const transliteration: Record<string, number> = Object.fromEntries(
  [...'ABCDEFGHJKLMNPRSTUVWXYZ'].map((char, index) => [char, [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9][index]]),
);
const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const yearCodes = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/** The check digit of position 9 (the North American rule, also met by many European VINs). */
export function vinCheckDigit(vin: string): string {
  const sum = [...vin].reduce((total, char, index) => total + (/\d/.test(char) ? Number(char) : transliteration[char]) * weights[index], 0);
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** A 17-character VIN: the maker's WMI, a vehicle descriptor, check digit, model year, plant and serial. */
export function makeVin(random: Random, wmi: string, year: number): string {
  const yearCode = yearCodes[(year - 1980) % yearCodes.length];
  const draft = `${wmi}${random.chars(vinAlphabet, 5)}0${yearCode}${random.chars(vinAlphabet.slice(10), 1)}${random.chars(digits, 6)}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}

/** Berlin plates: "B-" then one or two letters and up to four digits, e.g. "B-KL 2841". */
export const germanPlate = (random: Random) => `B-${random.chars(letters, random.int(1, 2))} ${random.int(1, 9999)}`;

// French SIV plates leave out I, O and U, which read like 1, 0 and V.
const sivLetters = letters.replace(/[IOU]/g, '');

/** French SIV plates: "AB-123-CD". */
export const frenchPlate = (random: Random) => `${random.chars(sivLetters, 2)}-${random.chars(digits, 3)}-${random.chars(sivLetters, 2)}`;
