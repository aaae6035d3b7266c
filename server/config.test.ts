import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('FLEET_DEMO and HOST', () => {
  it.each([
    [{}, 'auto'],
    [{ FLEET_DEMO: '1' }, true],
    [{ FLEET_DEMO: '0' }, false],
    [{ NODE_ENV: 'production' }, false],
    [{ NODE_ENV: 'production', FLEET_DEMO: '0' }, false],
  ])('%j demo setting is %s', (env, demo) => {
    expect(loadConfig(env).demo).toBe(demo);
  });

  it('refuses the demo in production with a message that says why and what to do', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', FLEET_DEMO: 'yes' })).toThrow(
      /refused with NODE_ENV=production.*published passwords.*create-admin/,
    );
  });

  it('leaves the address to the start when HOST is unset', () => {
    expect(loadConfig({}).host).toBeNull();
    expect(loadConfig({ HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });
});
