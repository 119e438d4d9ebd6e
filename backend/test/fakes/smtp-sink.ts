import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { eventually } from '../support/test-app.js';

export interface SmtpSink {
  /** SMTP_URL and MAIL_FROM pointing the app at this server. */
  env: Record<string, string>;
  /** Every e-mail accepted so far, parsed as a mail client would. */
  mails: ParsedMail[];
  /** The e-mails to `address` whose subject matches, in the order they came. */
  mailsTo(address: string, subject: RegExp): ParsedMail[];
  /** The first such e-mail, waited for (up to 15 s). */
  arrived(address: string, subject: RegExp): Promise<ParsedMail>;
  /** Recipients answered with a permanent 550 refusal (until `accept`). */
  refuse(address: string): void;
  accept(address: string): void;
  /** While true, every connection is answered 421 (service not available), as in an outage. */
  setDown(down: boolean): void;
  close(): Promise<void>;
}

/** A real SMTP server on loopback (the smtp-server package) that keeps what it receives. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ParsedMail[] = [];
  const refused = new Set<string>();
  let down = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (!down) return callback();
      const error = Object.assign(new Error('Service not available'), { responseCode: 421 });
      callback(error);
    },
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address)) return callback();
      callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          mails.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  const mailsTo = (address: string, subject: RegExp) =>
    mails.filter((m) => m.subject && subject.test(m.subject) && JSON.stringify(m.to ?? '').includes(address));
  return {
    mailsTo,
    arrived: (address, subject) => eventually(async () => mailsTo(address, subject)[0], 15_000),
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'RoboLeague <bookings@roboleague.test>' },
    mails,
    refuse: (address) => refused.add(address),
    accept: (address) => refused.delete(address),
    setDown(value) {
      down = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
