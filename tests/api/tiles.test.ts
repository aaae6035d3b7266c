import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PMTiles } from 'pmtiles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { pmtilesArchive, worldTile } from '../support/pmtilesArchive';
import { behaviourEngines, startTestServer, type TestServer } from '../support/server';

describe('self-hosted streets (FLEET_TILES) settings', () => {
  it('point the streets map at the archive of FLEET_TILES, else at OpenFreeMap; MAP_STYLE_URL wins, "offline" turns streets off', () => {
    expect(loadConfig({}).mapStyleUrl).toBe('https://tiles.openfreemap.org/styles/liberty');
    expect(loadConfig({ FLEET_TILES: 'world.pmtiles' })).toMatchObject({
      mapStyleUrl: '/tiles/style/light.json',
      mapStyleDarkUrl: '/tiles/style/dark.json',
    });
    expect(loadConfig({ FLEET_TILES: 'world.pmtiles', MAP_STYLE_URL: 'https://s.example/a.json' }).mapStyleUrl).toBe(
      'https://s.example/a.json',
    );
    expect(loadConfig({ MAP_STYLE_URL: 'offline' })).toMatchObject({ mapStyleUrl: null, mapStyleDarkUrl: null });
  });

  it('read more base maps from MAP_STYLES and refuse a malformed list', () => {
    const styles = '[{"name":"Satellite","url":"https://sat.example/style.json"}]';
    expect(loadConfig({ MAP_STYLES: styles }).mapStyles).toEqual([
      { name: 'Satellite', url: 'https://sat.example/style.json', darkUrl: null },
    ]);
    expect(() => loadConfig({ MAP_STYLES: '[{"name":"No url"}]' })).toThrow(/MAP_STYLES/);
    expect(() => loadConfig({ MAP_STYLES: 'satellite' })).toThrow(/MAP_STYLES/);
  });
});

describe.each(behaviourEngines)('self-hosted streets on %s', (engine) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fleet-tiles-'));
  const file = path.join(dir, 'world.pmtiles');
  const archive = pmtilesArchive();
  let server: TestServer;
  const url = () => `${server.baseUrl}/tiles/basemap.pmtiles`;
  const get = (range?: string) => fetch(url(), { headers: range ? { range } : {} });

  beforeAll(async () => {
    writeFileSync(file, archive);
    server = await startTestServer({ engine, demo: false, config: { tilesFile: file } });
  });
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a byte range with 206 and exactly those bytes', async () => {
    const response = await get('bytes=7-130');
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 7-130/${archive.length}`);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(archive.slice(7, 131));
  });

  it('cuts a range past the end at the end, as a reader asking for the first 16 kB needs', async () => {
    const response = await get('bytes=0-16383');
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 0-${archive.length - 1}/${archive.length}`);
    expect((await response.arrayBuffer()).byteLength).toBe(archive.length);
    const suffix = await get('bytes=-10');
    expect(new Uint8Array(await suffix.arrayBuffer())).toEqual(archive.slice(-10));
  });

  it('refuses a range that starts past the end with 416 and the size', async () => {
    const response = await get(`bytes=${archive.length}-`);
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe(`bytes */${archive.length}`);
  });

  it('sends the whole archive without a range', async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect((await response.arrayBuffer()).byteLength).toBe(archive.length);
  });

  it('serves tiles that the pmtiles reader finds through range requests', async () => {
    const tile = await new PMTiles(url()).getZxy(0, 0, 0);
    expect(new Uint8Array(tile!.data)).toEqual(worldTile());
  });

  it('serves the Protomaps styles over the archive, needing no glyphs or sprites from anywhere', async () => {
    for (const mode of ['light', 'dark']) {
      const style = await (await fetch(`${server.baseUrl}/tiles/style/${mode}.json`)).json();
      expect(style.sources.protomaps).toMatchObject({ type: 'vector', url: 'pmtiles:///tiles/basemap.pmtiles' });
      expect(style.layers.length).toBeGreaterThan(20);
      expect(style.glyphs).toBeUndefined();
      expect(style.sprite).toBeUndefined();
      expect(style.layers.every((layer: { type: string }) => layer.type !== 'symbol')).toBe(true);
    }
    const config = await (await fetch(`${server.baseUrl}/config.json`)).json();
    expect(config).toMatchObject({ mapStyles: [] });
  });
});
