// A real SMTP server of a test's own (smtp-server), keeping each message it accepts as mailparser reads it, on
// 127.0.0.1 and the port given. With `login`, it asks for that user and password, as an organisation's server does.
import { createServer } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type OwnedMailServer = {
  url: string;
  /** Every message accepted, oldest first. */
  received: ParsedMail[];
  stop(): Promise<void>;
};

/** A port free on 127.0.0.1 at this moment. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export async function startMailServer(port: number, login?: { user: string; pass: string }): Promise<OwnedMailServer> {
  const received: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: !login,
    // Plain SMTP on the loopback: the password travels unencrypted, which a test's server may allow.
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, done) {
      if (login && auth.username === login.user && auth.password === login.pass) done(null, { user: auth.username });
      else done(new Error('Invalid username or password'));
    },
    onData(stream, _session, done) {
      simpleParser(stream).then(
        (mail) => {
          received.push(mail);
          done();
        },
        (error: Error) => done(error),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const credentials = login ? `${encodeURIComponent(login.user)}:${encodeURIComponent(login.pass)}@` : '';
  return {
    url: `smtp://${credentials}127.0.0.1:${port}`,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
