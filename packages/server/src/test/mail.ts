import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A mail the file mailer wrote, decoded enough for assertions. */
export type TestMail = { file: string; to: string; subject: string; raw: string; decoded: string };

/** Undoes quoted-printable (soft line breaks and =XX escapes) so links read whole. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

function header(raw: string, name: string): string {
  const match = new RegExp(`^${name}: (.*)$`, 'im').exec(raw);
  return match?.[1]?.trim() ?? '';
}

/** Every `.eml` file in the directory, oldest first; none when the directory does not exist. */
export async function readMails(mailDir: string): Promise<TestMail[]> {
  let files: string[];
  try {
    files = (await readdir(mailDir)).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(join(mailDir, file), 'utf8');
      return { file, raw, decoded: decodeQuotedPrintable(raw), to: header(raw, 'To'), subject: header(raw, 'Subject') };
    }),
  );
}

/** The first link in the mail whose path starts with `pathPrefix`, e.g. `/password-reset/`. */
export function findLink(mail: TestMail, pathPrefix: string): string | undefined {
  const escaped = pathPrefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`https?://[^\\s"<>]+${escaped}[^\\s"<>]*`).exec(mail.decoded)?.[0];
}
