/**
 * The SMTP connection, from one URL such as `smtps://user:password@smtp.example.nl:465` (the
 * `SMTP_URL` secret in production, the local maildev in development), with timeouts well inside
 * the delivery lease.
 */
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';

export const SMTP_TIMEOUTS = Object.freeze({
  connectionTimeout: 15_000,
  greetingTimeout: 15_000,
  socketTimeout: 30_000,
});

/** Transport options from an `smtp:` or `smtps:` URL; a clear English error for anything else. */
export function smtpOptionsFromUrl(smtpUrl: string): SMTPTransport.Options {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    throw new Error('SMTP_URL is not a URL; expected smtp(s)://user:password@host:port.');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${url.protocol}//.`);
  }
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username && {
      auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
    }),
    ...SMTP_TIMEOUTS,
  };
}

const transports = new Map<string, nodemailer.Transporter<SMTPTransport.SentMessageInfo>>();

/** One pooled transport per URL for the life of the instance. */
export function smtpTransport(smtpUrl: string) {
  let transport = transports.get(smtpUrl);
  if (!transport) {
    transport = nodemailer.createTransport(smtpOptionsFromUrl(smtpUrl));
    transports.set(smtpUrl, transport);
  }
  return transport;
}
