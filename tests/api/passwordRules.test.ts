import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../support/server';
import { startSuite, type Suite } from '../support/suite';
import type { Schema } from '../support/api';
import { readResetCode } from '../support/outbox';

const tooCommon = 'This password is too common. Please choose another one.';
const isEmail = 'Must not be your e-mail address.';

describe.each(engines)('rules for new passwords on %s', (engine) => {
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
    expect((await createUser<Schema<'ValidationErrors'>>('short@acme.example', 'Ab1!xyz')).body.errors.password).toEqual([expect.stringMatching(/8/)]);
    expect((await createUser('Same@Acme.example', 'same@acme.example')).body).toEqual({ errors: { password: [isEmail] } });
    expect((await createUser('local-part@acme.example', 'LOCAL-PART')).body).toEqual({ errors: { password: [isEmail] } });
    expect((await createUser('common@acme.example', 'password1')).body).toEqual({ errors: { password: [tooCommon] } });
  });

  it('refuses a changed password that is the e-mail or common, on the newPassword field', async () => {
    for (const [newPassword, reason] of [[email, isEmail], ['Password1', tooCommon]]) {
      const response = await suite.api.call('PUT', '/password', { body: { login: email, oldPassword: password, newPassword } });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ errors: { newPassword: [reason] } });
    }
  });

  it('refuses a reset password that is the e-mail, and the code still serves a good one', async () => {
    await suite.api.call('POST', `/password/SendPasswordResetLink?loginEmail=${encodeURIComponent(email)}`);
    const code = await readResetCode(suite.server.dataDir, email);
    const refused = await suite.api.call('POST', '/password/reset', { body: { login: email, resetToken: code, newPassword: 'rules' + '@acme.example' } });
    expect(refused.body).toEqual({ errors: { newPassword: [isEmail] } });
    const reset = await suite.api.call('POST', '/password/reset', { body: { login: email, resetToken: code, newPassword: 'Better-pass-after-31' } });
    expect(reset.status).toBe(200);
  });
});

describe('rules for the first SysAdmin’s password (create-admin)', () => {
  it('refuses the e-mail as password before opening any database', async () => {
    const run = promisify(execFile);
    const failed = await run('npx', ['tsx', 'server/cli/createAdmin.ts', '--email', 'boss@example.com', '--password', 'Boss@Example.com'], {
      env: { ...process.env, FLEET_DATA_DIR: '/nonexistent/never-created' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect('code' in failed && failed.code).toBe(1);
    expect('stderr' in failed && failed.stderr.trim()).toBe(`The password is refused: ${isEmail}`);
  }, 60_000);
});
