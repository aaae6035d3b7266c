import { createServer, type Server } from 'node:http';
import type { Page } from 'playwright-core';

/** A stand-in OSRM server: straight lines through the points, or an error while `failing`. */
export function fakeOsrm() {
  const state = { failing: false, requests: [] as URL[] };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://osrm');
    state.requests.push(url);
    const coordinates = decodeURIComponent(url.pathname.split('/').pop() ?? '')
      .split(';')
      .map((pair) => pair.split(',').map(Number));
    const body = state.failing
      ? { code: 'NoRoute', message: 'Impossible route between points' }
      : {
          code: 'Ok',
          routes: [
            {
              distance: 4321,
              duration: 654,
              geometry: { type: 'LineString', coordinates },
              legs: [{ distance: 4321, duration: 654, summary: 'Teststraße' }],
            },
          ],
        };
    response
      .writeHead(state.failing ? 400 : 200, { 'content-type': 'application/json', 'access-control-allow-origin': '*' })
      .end(JSON.stringify(body));
  });
  return {
    state,
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as { port: number }).port}`)),
      ),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The map's read-only test probe (src/map/testProbe.ts), as typed here for page functions. */
export type FleetWindow = { __fleetMap: { assetPosition(map: string, id: string): [number, number] | null }; __sameDocument?: boolean };

export const probe = <T>(page: Page, expression: string) =>
  page.evaluate(`window.__fleetMap && window.__fleetMap.${expression}`) as Promise<T>;

/** Waits until the named map has loaded and its layer `layer` holds `count` rows (any when omitted). */
export async function waitForMarkers(page: Page, map: string, layer: string, count?: number) {
  await page.waitForFunction(
    ([name, id, expected]) => {
      const api = (window as unknown as { __fleetMap?: { ready(n: string): boolean; layers(n: string): Record<string, number> } })
        .__fleetMap;
      const rows = api?.ready(name) ? api.layers(name)[id as string] : undefined;
      return rows !== undefined && (expected === null ? rows > 0 : rows === expected);
    },
    [map, layer, count ?? null] as const,
    { timeout: 60_000 },
  );
}

/** Waits until the named map has stopped moving (an animated fit takes a moment). */
export async function waitForStillView(page: Page, map: string) {
  let previous = '';
  for (let attempt = 0; attempt < 60; attempt++) {
    const view = await probe<{ moving: boolean }>(page, `view(${JSON.stringify(map)})`);
    const seen = JSON.stringify(view);
    if (!view.moving && seen === previous) return;
    previous = seen;
    await page.waitForTimeout(300);
  }
  throw new Error(`${map} map keeps moving`);
}

/** The JSON body (`Body`, e.g. the contract's `GeofenceInput`) of the next POST to `path` as it goes on the wire (read through Chrome's network events). */
export async function nextPostBody<Body = unknown>(page: Page, path: string, action: () => Promise<void>): Promise<Body> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const body = new Promise<string>((resolve) => {
    cdp.on('Network.requestWillBeSent', async ({ request, requestId }) => {
      if (request.method !== 'POST' || new URL(request.url).pathname !== path) return;
      resolve(request.postData ?? (await cdp.send('Network.getRequestPostData', { requestId })).postData);
    });
  });
  await action();
  return JSON.parse(await body);
}

/** The page pixel of a coordinate on the named map. */
export const pixelOf = (page: Page, map: string, [longitude, latitude]: [number, number]) =>
  probe<{ x: number; y: number }>(page, `project(${JSON.stringify(map)}, ${longitude}, ${latitude})`);
