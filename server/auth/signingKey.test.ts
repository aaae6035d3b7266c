import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { configuredSigningSecret } from './signingKey';

describe('the configured token signing secret', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fleet-secret-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const secret = 'k'.repeat(48);

  it('comes from FLEET_JWT_SECRET, or from the file FLEET_JWT_SECRET_FILE without its trailing newline', () => {
    expect(configuredSigningSecret({})).toBeNull();
    expect(configuredSigningSecret({ FLEET_JWT_SECRET: secret })).toBe(secret);
    const file = path.join(dir, 'jwt.key');
    writeFileSync(file, `${secret}\n`);
    expect(configuredSigningSecret({ FLEET_JWT_SECRET_FILE: file })).toBe(secret);
  });

  it('refuses a short secret, a missing file and both settings at once, saying what to do', () => {
    expect(() => configuredSigningSecret({ FLEET_JWT_SECRET: 'short' })).toThrow(/at least 32 bytes/);
    expect(() => configuredSigningSecret({ FLEET_JWT_SECRET_FILE: path.join(dir, 'missing') })).toThrow(
      /Cannot read FLEET_JWT_SECRET_FILE/,
    );
    expect(() => configuredSigningSecret({ FLEET_JWT_SECRET: secret, FLEET_JWT_SECRET_FILE: 'x' })).toThrow(/not both/);
  });
});
