import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /**
   * Files sent with the message (a scheduled report's CSV and PDF); text only, so that a queued mail stays
   * JSON: a binary file as base64 with its `encoding` said.
   */
  attachments?: { filename: string; content: string; contentType: string; encoding?: 'base64' }[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Sends through SMTP when SMTP_URL is set. Otherwise each message becomes an .eml file in
 * `<dataDir>/outbox/`, so a newcomer without a mail server can still finish a password reset.
 */
/** nodemailer waits minutes by default for a server that does not answer; a job should not. */
const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createMailer(options: { smtpUrl: string | null; from: string; dataDir: string; log: (line: string) => void }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ url: options.smtpUrl, ...smtpTimeouts });
    return { send: async (mail) => void (await transport.sendMail({ from: options.from, ...mail })) };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const { message } = await transport.sendMail({ from: options.from, ...mail });
      mkdirSync(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to}.eml`);
      writeFileSync(file, message as Buffer);
      options.log(`mail to ${mail.to} written to ${file}: ${mail.subject}`);
    },
  };
}
