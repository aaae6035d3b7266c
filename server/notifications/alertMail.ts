import type { Mailer } from '../mail/mailer';
import type { RaisedAlert } from '../repos/alerts';
import { zonedIso } from '../../src/domain/zonedTime';

/** How alert mail speaks of time and where it links: the console's address and the zone of its readers. */
export interface AlertMailSettings {
  publicUrl: string;
  timeZone: string;
}

/** The text of an alert's mail: its time in the settings' zone with the offset stated, and links into the console. */
export function alertMailText({ alert }: RaisedAlert, { publicUrl, timeZone }: AlertMailSettings): string {
  return (
    `${alert.message}.\n\n` +
    `Time: ${zonedIso(new Date(alert.time), timeZone)} (${timeZone})\n` +
    `Position: ${alert.latitude.toFixed(5)}, ${alert.longitude.toFixed(5)}\n` +
    (alert.speedKmh === null ? '' : `Speed: ${Math.round(alert.speedKmh)} km/h\n`) +
    `\nAlerts: ${publicUrl}/alerts\nThe vehicle: ${publicUrl}/assets/details/${alert.assetId}\n`
  );
}

/** Mails each new alert to its recipients; a failed mail is logged and never undoes the alert. */
export async function mailAlerts(
  mailer: Mailer,
  raised: RaisedAlert[],
  settings: AlertMailSettings,
  log: (line: string) => void,
): Promise<void> {
  const mails = raised.flatMap((item) =>
    item.recipients.map((to) => ({ to, subject: `Alert: ${item.alert.message}`, text: alertMailText(item, settings) })),
  );
  const results = await Promise.allSettled(mails.map((mail) => mailer.send(mail)));
  results.forEach((result, index) => {
    if (result.status === 'rejected') log(`alert mail to ${mails[index].to} failed: ${String(result.reason)}`);
  });
}
