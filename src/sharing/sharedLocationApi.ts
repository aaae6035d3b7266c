import type { components } from '../api/schema';

export type SharedLocation = components['schemas']['SharedLocation'];
export type SharedPosition = components['schemas']['SharedPosition'];

/** The token of the page's link: the last part of /shared/<token>. */
export const tokenOfPath = (pathname: string) => decodeURIComponent(pathname.replace(/\/+$/, '').split('/').pop() ?? '');

/** The asset's name and latest position, or null when the link is unknown, expired or revoked. */
export async function fetchSharedLocation(token: string): Promise<SharedLocation | null> {
  const response = await fetch(`/api/shared/${encodeURIComponent(token)}`);
  if (!response.ok) return null;
  return (await response.json()) as SharedLocation;
}

/**
 * The asset's live positions. EventSource reconnects by itself after a network failure; an ended
 * link answers 404 there, and EventSource then gives up: `onEnded` tells the page.
 */
export function watchSharedLocation(token: string, onPosition: (position: SharedPosition) => void, onEnded: () => void): () => void {
  const source = new EventSource(`/api/shared/${encodeURIComponent(token)}/live`);
  source.addEventListener('position', (event) => onPosition(JSON.parse((event as MessageEvent<string>).data) as SharedPosition));
  source.addEventListener('error', () => {
    if (source.readyState === EventSource.CLOSED) onEnded();
  });
  return () => source.close();
}
