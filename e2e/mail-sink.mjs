// A real SMTP server on loopback for the browser tests: the app sends its e-mails here, and each one
// is kept as an .eml file the tests read (the one-time codes of /my-booking, the confirmations).
import { mkdirSync, writeFileSync } from 'node:fs';
import { SMTPServer } from 'smtp-server';

/**
 * Starts the sink and answers its SMTP_URL. An address starting with `bounce-once` is refused
 * (550) the first time, as a mistyped mailbox would be, and accepted afterwards.
 */
export async function startMailSink(dir) {
  mkdirSync(dir, { recursive: true });
  const bounced = new Set();
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const mailbox = address.address.toLowerCase();
      if (mailbox.startsWith('bounce-once') && !bounced.has(mailbox)) {
        bounced.add(mailbox);
        return callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        writeFileSync(`${dir}/${Date.now()}-${count}-${to.replace(/[^a-z0-9@.-]/gi, '_')}.eml`, Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `smtp://127.0.0.1:${server.server.address().port}`;
}
