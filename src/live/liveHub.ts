import { session } from '../api/client';
import { runtimeConfig } from '../config';
import { createLiveHub } from './createLiveHub';

/** The console's live stream: its tenant's positions and alerts, read by a worker. */
export const { subscribeLive, trackLive } = createLiveHub({
  url: () => `${runtimeConfig().apiBaseUrl}/live`,
  accessToken: session.accessToken,
  refresh: session.refresh,
});
