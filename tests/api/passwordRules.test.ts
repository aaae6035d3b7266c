import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviourEngines } from '../support/server';
import { startSuite, type Suite } from '../support/suite';
import { runTypeScript } from '../support/serverProcess';
import type { Schema } from '../support/api';
import { readResetCode } from '../support/outbox';

const tooCommon = 'This password is too common. Please choose another one.';
const isEmail = 'Must not be your e-mail address.';
const published = 'This password is published with the demo. Please choose another one.';
const emailParts = 'Must not contain parts of your e-mail address or its domain.';

/** The passwords of the README's table of demo accounts: anyone can read them. */
const readmePasswords = [...readFileSync('README.md', 'utf8').matchAll(/^\| \S+@\S+ \| (\S+) \|/gm)].map((match) => match[1]);

describe.each(behaviourEngines)('rules for new passwords on %s', (engine) => {
  let suite: Suite;
  const email = 'rules@acme.example';
  const password = 'Good-start-pass-31';

  beforeAll(async () => {
    suite = await startSuite(engine);
    const created = await createUser(email, password);
    expect(created.status).toBe(200);
  }, 300_000);
  afterAll(() => suite?.server.stop());

  const createUser = <Answer = unknown>(address: string, chosen: string) =>
    suite.api.call<Answer>('POST', '/users/user', {
      token: suite.tokens.Admin,
      body: { email: address, password: chosen, role: 'Viewer', fullName: { firstName: 'Rita', lastName: 'Rules' } },
    });

  it('refuses, on the password field, a created user’s password that is short, the e-mail or common', async () => {
    expect((await createUser<Schema<'ValidationErrors'>>('short@acme.example', 'Ab1!xyz')).body.errors.password).toEqual([
      expect.stringMatching(/8/),
    ]);
    expect((await createUser('Same@Acme.example', 'same@acme.example')).body).toEqual({ errors: { password: [isEmail] } });
    expect((await createUser('local-part@acme.example', 'LOCAL-PART')).body).toEqual({ errors: { password: [isEmail] } });
    expect((await createUser('common@acme.example', 'password1')).body).toEqual({ errors: { password: [tooCommon] } });
  });

  it("refuses the README's published demo passwords, in any case, for any account", async () => {
    expect(readmePasswords).toEqual(['Fleet!Admin1', 'Acme!Admin1', 'Acme!Oper1', 'Acme!View1', 'Globex!Oper1', 'Acme!New1']);
    for (const [index, chosen] of readmePasswords.entries()) {
      const response = await createUser(`published-${index}@other.example`, index % 2 ? chosen.toUpperCase() : chosen);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ errors: { password: [published] } });
    }
  });

  it("refuses a password built from the user's own e-mail name or domain", async () => {
    for (const chosen of [
      'Acme-Logistics-2026',
      'ACME.EXAMPLE!',
      'myacme.example!!',
      'Harriet-Winter-7',
      'Winter!2026xyz',
      'Example-Harriet9',
    ]) {
      expect((await createUser('harriet.winter@acme.example', chosen)).body, chosen).toEqual({ errors: { password: [emailParts] } });
    }
    // The same words in someone else's password are nobody's business; the top-level domain alone is no part.
    expect((await createUser('someone@globex.example', 'Acme-Logistics-2026')).status).toBe(200);
    expect((await createUser('nobody@globex.com', 'Commuter-bikes-31')).status).toBe(200);
  });

  it('refuses a changed password that is the e-mail, built from it, published or common, on the newPassword field', async () => {
    for (const [newPassword, reason] of [
      [email, isEmail],
      ['Acme-Rules-2026', emailParts],
      ['Globex!Oper1', published],
      ['Password1', tooCommon],
    ]) {
      const response = await suite.api.call('PUT', '/password', { body: { login: email, oldPassword: password, newPassword } });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ errors: { newPassword: [reason] } });
    }
  });

  it('refuses a reset password that is the e-mail, and the code still serves a good one', async () => {
    await suite.api.call('POST', `/password/SendPasswordResetLink?loginEmail=${encodeURIComponent(email)}`);
    const code = await readResetCode(suite.server.dataDir, email);
    const refused = await suite.api.call('POST', '/password/reset', {
      body: { login: email, resetToken: code, newPassword: 'rules' + '@acme.example' },
    });
    expect(refused.body).toEqual({ errors: { newPassword: [isEmail] } });
    const reset = await suite.api.call('POST', '/password/reset', {
      body: { login: email, resetToken: code, newPassword: 'Better-pass-after-31' },
    });
    expect(reset.status).toBe(200);
  });
});

describe('rules for the first SysAdmin’s password (create-admin)', () => {
  it('refuses the e-mail as password before opening any database', async () => {
    const failed = await runTypeScript('server/cli/createAdmin.ts', ['--email', 'boss@example.com', '--password', 'Boss@Example.com'], {
      ...process.env,
      FLEET_DATA_DIR: '/nonexistent/never-created',
    }).catch((error: { code: number; stderr: string }) => error);
    expect('code' in failed && failed.code).toBe(1);
    expect('stderr' in failed && failed.stderr.trim()).toBe(`The password is refused: ${isEmail}`);
  }, 60_000);
});
