import { expect } from 'vitest';

type Url = (path: string) => string;
type Mail = { id: number; to: string; subject: string; text: string; links: string[]; sentAt: string };

/** The mails the development mailbox holds for an address, newest first. */
export async function mailsTo(url: Url, email: string): Promise<Mail[]> {
  const response = await fetch(url('/dev/mailbox.json'));
  const { data } = (await response.json()) as { data: Mail[] };
  return data.filter((mail) => mail.to === email.toLowerCase());
}

/** The newest mail's id for an address (0 when none): mails after it are the ones a step sends. */
export async function lastMailId(url: Url, email: string) {
  return (await mailsTo(url, email))[0]?.id ?? 0;
}

/** Waits for a mail with this subject sent to `email` after mail `after`, and answers its first link. */
export async function mailedLink(url: Url, email: string, subject: string, after = 0) {
  let mail: Mail | undefined;
  await expect
    .poll(async () => (mail = (await mailsTo(url, email)).find((m) => m.subject === subject && m.id > after)), {
      message: `a mail "${subject}" to ${email}`,
      timeout: 10_000,
    })
    .toBeDefined();
  expect(mail!.links, 'the mail has a link').not.toHaveLength(0);
  return mail!.links[0]!;
}
