import type { Core } from '@strapi/strapi';
import { appLink, mailLanguage, sendMail, templates } from '../mailer';
import { draws, type DrawDone } from './model';

/** Each winner's mail, in the language they entered in; a mail server hiccup is logged, the draw stands. */
export async function tellWinners(strapi: Core.Strapi, { reward, draw, winnerIds }: DrawDone) {
  let sent = 0;
  for (const userId of winnerIds) {
    const user = (await strapi.db.query('plugin::users-permissions.user').findOne({ where: { id: userId }, select: ['email', 'firstName'] })) as {
      email: string;
      firstName: string | null;
    } | null;
    if (!user) continue;
    const entry = (await strapi.db
      .query('api::participation.participation')
      .findOne({ where: { user: userId, rewardDocumentId: reward.documentId }, select: ['locale_used'], orderBy: { id: 'desc' } })) ??
      (await strapi.db
        .query('api::form-participation.form-participation')
        .findOne({ where: { user: userId, rewardDocumentId: reward.documentId }, select: ['locale_used'], orderBy: { id: 'desc' } }));
    const lang = mailLanguage(entry?.locale_used);
    const title = (await titleIn(strapi, reward.documentId, lang)) ?? reward.title;
    const mail = templates.drawWon(lang, { name: user.firstName ?? '', reward: title, link: appLink(`/rewards/${reward.documentId}`) });
    try {
      await sendMail(strapi, user.email, mail);
      sent += 1;
    } catch (error) {
      strapi.log.error(`The winner's mail of draw ${reward.documentId} failed: ${String(error)}`);
    }
  }
  await draws(strapi).update({ where: { id: draw.id }, data: { winnerMailsSent: sent } });
}

async function titleIn(strapi: Core.Strapi, documentId: string, locale: string) {
  const found = (await strapi.documents('api::reward.reward').findOne({ documentId, locale, status: 'published', fields: ['title'] } as never)) as { title?: string } | null;
  return found?.title ?? null;
}
