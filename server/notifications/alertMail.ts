import type { Mailer } from '../mail/mailer';
import type { RaisedAlert } from '../repos/alerts';

/** Mails each new alert to its recipients; a failed mail is logged and never undoes the alert. */
export async function mailAlerts(mailer: Mailer, raised: RaisedAlert[], log: (line: string) => void): Promise<void> {
  const mails = raised.flatMap(({ alert, recipients }) =>
    recipients.map((to) => ({
      to,
      subject: `Alert: ${alert.message}`,
      text:
        `${alert.message}.\n\n` +
        `Time: ${alert.time}\nPosition: ${alert.latitude.toFixed(5)}, ${alert.longitude.toFixed(5)}\n` +
        (alert.speedKmh === null ? '' : `Speed: ${Math.round(alert.speedKmh)} km/h\n`),
    })),
  );
  const results = await Promise.allSettled(mails.map((mail) => mailer.send(mail)));
  results.forEach((result, index) => {
    if (result.status === 'rejected') log(`alert mail to ${mails[index].to} failed: ${String(result.reason)}`);
  });
}
