import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Mail files to `email` in the server's outbox, oldest first. */
export function mailsTo(dataDir: string, email: string): string[] {
  const outbox = path.join(dataDir, 'outbox');
  return existsSync(outbox)
    ? readdirSync(outbox)
        .filter((name) => name.endsWith(`-${email}.eml`))
        .sort()
    : [];
}

/** The one-time reset code of the newest mail to `email` (it is sent after the answer: waits up to 5 s). */
export async function readResetCode(dataDir: string, email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const mails = mailsTo(dataDir, email);
    const code = mails.length ? /reset code is (\d{6})/.exec(readFileSync(path.join(dataDir, 'outbox', mails.at(-1)!), 'utf8'))?.[1] : null;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No reset code mailed to ${email}`);
}
