import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/** One outgoing message; every mail has a plain-text body and a simple HTML body. */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header lines, e.g. List-Unsubscribe; nodemailer folds and encodes them. */
  headers?: Record<string, string>;
};

/** Sends mail over SMTP, or writes `.eml` files when no SMTP server is configured (DESIGN.md §8). */
export type Mailer = {
  /** Delivers now; rejects when delivery fails. */
  send: (message: MailMessage) => Promise<void>;
  /**
   * Delivers in the background and logs a failure. Used where the caller's answer must not depend on
   * whether the mail went out (no account enumeration through timing or errors).
   */
  sendLater: (message: MailMessage) => void;
  /** Resolves when every background delivery has finished; tests and shutdown wait on it. */
  flush: () => Promise<void>;
  close: () => Promise<void>;
};

export type MailerOptions = {
  /** `smtp://` or `smtps://` URL; without it messages are files under `mailDir`. */
  smtpUrl?: string | undefined;
  /** Where `.eml` files go without SMTP (normally `DATA_DIR/mail`). */
  mailDir: string;
  /** The From header. */
  from: string;
  logger?: FastifyBaseLogger | undefined;
};

/** Builds the mailer the options describe. */
export function createMailer(options: MailerOptions): Mailer {
  const deliver = options.smtpUrl
    ? smtpDelivery(options.smtpUrl, options.from)
    : fileDelivery(options.mailDir, options.from);
  const pending = new Set<Promise<void>>();
  return {
    send: (message) => deliver.send(message),
    sendLater(message) {
      const job = deliver
        .send(message)
        .catch((err: unknown) => options.logger?.error({ err, subject: message.subject }, 'mail delivery failed'))
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async flush() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    close: () => deliver.close(),
  };
}

type Delivery = { send: (message: MailMessage) => Promise<void>; close: () => Promise<void> };

function smtpDelivery(smtpUrl: string, from: string): Delivery {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    async close() {
      transport.close();
    },
  };
}

function fileDelivery(mailDir: string, from: string): Delivery {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(mailDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const temp = join(mailDir, `.${name}.tmp`);
      // Write then rename, so a reader never sees half a message.
      await writeFile(temp, info.message as Buffer);
      await rename(temp, join(mailDir, name));
    },
    async close() {},
  };
}
