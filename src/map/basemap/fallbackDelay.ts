/** Within this time a street style must have drawn a tile, else the map turns to the offline outlines. */
export const FALLBACK_MS = 4000;
