/** The bench's stand-in API (feed.ts) takes any token; the product's live code still sends one. */
export const benchSession = {
  url: () => '/api/live',
  accessToken: () => 'bench',
  refresh: () => Promise.resolve('bench'),
};
