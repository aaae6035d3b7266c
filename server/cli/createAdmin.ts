// `npm run create-admin -- --email you@example.com --password '...'`: the first SysAdmin of a
// deployment without demo data (FLEET_DEMO=0). The password may come from ADMIN_PASSWORD instead,
// to keep it out of the shell history.
import sql from 'sql-template-tag';
import { hashPassword, passwordProblem } from '../auth/passwords';
import { normalizeEmail } from '../repos/users';
import { insertRow } from '../repos/rowWrites';
import { commandOptions, runWithDatabase } from './database';

const usage = 'usage: npm run create-admin -- --email you@example.com --password <password> [--first-name Ada] [--last-name Lovelace]';

const values = commandOptions(
  {
    email: { type: 'string' },
    password: { type: 'string' },
    'first-name': { type: 'string', default: 'System' },
    'last-name': { type: 'string', default: 'Administrator' },
  },
  usage,
);

/** Checks the arguments before the database is opened; answers why they are refused, or null. */
function problemWith(email: string, password: string): string | null {
  if (!email || !password) return usage;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) return `Not a valid e-mail address: ${email}`;
  const problem = passwordProblem(password, email);
  return problem && `The password is refused: ${problem}`;
}

const email = normalizeEmail(values.email ?? '');
const password = values.password ?? process.env.ADMIN_PASSWORD ?? '';
const problem = problemWith(email, password);
if (problem) {
  console.error(problem);
  process.exitCode = 1;
} else {
  await runWithDatabase(async (db) => {
    const existing = await db.query(sql`select 1 from users where email = ${email}`);
    if (existing.length) throw new Error(`An account with the e-mail ${email} already exists; nothing was changed.`);
    await insertRow(db, 'users', {
      email,
      first_name: values['first-name'],
      last_name: values['last-name'],
      role: 'SysAdmin',
      password_hash: await hashPassword(password),
    });
    return `Created the SysAdmin ${email}. Sign in to the console with this e-mail and password.`;
  });
}
