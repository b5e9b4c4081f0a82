// Mail that leaves the server (today only password-reset links). With SMTP_URL it goes through
// nodemailer; without it (the embedded default) the message is written to the server log, where
// whoever runs this Crease can pass it on.
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'log';
  send(message: MailMessage): Promise<void>;
}

export function createMailer(mail: Config['mail'], log: FastifyBaseLogger): Mailer {
  if (mail.kind === 'smtp') {
    const transport = nodemailer.createTransport(mail.url);
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from: mail.from, ...message });
      },
    };
  }
  return {
    kind: 'log',
    async send(message) {
      // The one log line allowed to carry a token and an address: with no mail server it is the
      // only way the link reaches anyone (README, "Password reset"). Logged at warn so it shows
      // at every usual LOG_LEVEL.
      log.warn(
        `mail not sent (no SMTP_URL set); pass it on yourself. To: ${message.to}. Subject: ${message.subject}.\n${message.text}`,
      );
    },
  };
}
