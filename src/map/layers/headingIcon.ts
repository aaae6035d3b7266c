// A white arrow pointing north, tinted and rotated by the IconLayer (mask icon).
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
  '<path d="M32 6 L52 54 L32 42 L12 54 Z" fill="white"/></svg>';

export const HEADING_ATLAS = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

export const HEADING_MAPPING = {
  arrow: { x: 0, y: 0, width: 64, height: 64, mask: true },
};
