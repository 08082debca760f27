import type { MailMessage } from './mailer';

const APP_NAME = 'Patent Search';

/** Text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(paragraphs: string[], link: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const href = escapeHtml(link.href);
  return `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5">
${body}
<p><a href="${href}">${escapeHtml(link.label)}</a></p>
<p style="color: #666">If the button does not work, copy this address into your browser:<br>${href}</p>
</body></html>`;
}

/** The password-reset mail: one link, valid for `ttlMinutes`. */
export function passwordResetMail(input: { to: string; link: string; ttlMinutes: number }): MailMessage {
  const lines = [
    `Someone asked to reset the password of your ${APP_NAME} account (${input.to}).`,
    `Open this link within ${input.ttlMinutes} minutes to choose a new password. It works once.`,
    'If you did not ask for this, ignore this e-mail; your password stays as it is.',
  ];
  return {
    to: input.to,
    subject: 'Reset your password',
    text: `${lines[0]}\n\n${lines[1]}\n\n${input.link}\n\n${lines[2]}\n`,
    html: layout(lines, { href: input.link, label: 'Choose a new password' }),
  };
}

/** The invitation mail: the invited user sets a first password through the link. */
export function invitationMail(input: {
  to: string;
  link: string;
  ttlDays: number;
  organizationName: string | null;
}): MailMessage {
  const where = input.organizationName ? ` for ${input.organizationName}` : '';
  const lines = [
    `You have been invited to ${APP_NAME}${where}. Your sign-in e-mail is ${input.to}.`,
    `Open this link within ${input.ttlDays} days to choose your password. It works once.`,
  ];
  return {
    to: input.to,
    subject: 'You have been invited',
    text: `${lines[0]}\n\n${lines[1]}\n\n${input.link}\n`,
    html: layout(lines, { href: input.link, label: 'Choose your password' }),
  };
}
