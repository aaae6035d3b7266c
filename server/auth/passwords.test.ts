import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hashPassword, productionHashCost, setHashCostForTests, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('are scrypt at N=2^17 unless a test lowers the cost, and verify at the cost they were made with', async () => {
    const production = await hashPassword('Correct-horse-9');
    expect(production.split('$').slice(0, 4)).toEqual(['scrypt', String(2 ** 17), '8', '1']);
    expect(productionHashCost).toBe(2 ** 17);

    setHashCostForTests(2 ** 10);
    const cheap = await hashPassword('Correct-horse-9');
    expect(cheap.split('$')[1]).toBe(String(2 ** 10));
    setHashCostForTests(productionHashCost);
    // Each hash carries its cost: one made at another cost still verifies, and a wrong password still fails.
    expect(await verifyPassword('Correct-horse-9', cheap)).toBe(true);
    expect(await verifyPassword('Correct-horse-9', production)).toBe(true);
    expect(await verifyPassword('Correct-horse-8', production)).toBe(false);
  });

  it('are never made cheaper by the server itself: only tests lower the cost', () => {
    const serverDir = path.resolve(import.meta.dirname, '..');
    const callers = readdirSync(serverDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.ts$/.test(file) && !file.endsWith('.test.ts') && file !== path.join('auth', 'passwords.ts'))
      .filter((file) => readFileSync(path.join(serverDir, file), 'utf8').includes('setHashCostForTests'));
    expect(callers).toEqual([]);
  });
});
