import type { Core } from '@strapi/strapi';
import { keepOneLegalTextPerKind } from './one-per-kind';
import { recordVersionsOnPublish } from './record-on-publish';

export { ACCEPTED_KINDS, isLegalLocale, LEGAL_LOCALES, LEGAL_TEXT_UID, LEGAL_KINDS, type LegalKind, type LegalLocale } from './model';
export { currentText, textVersions, textVersion } from './reading';
export { kindParam, localeParam, versionParam } from './params';
export { accept, acceptancesOf, acceptedAtSignUp, pendingFor, recordSignUpAcceptances, type AcceptanceAnswer, type AcceptanceInput } from './acceptances';
export { grantLegalTextsLikeNews } from './editor-permissions';

/** Registered before the server starts: one document per kind, and every publish recorded as a version. */
export function registerLegalTexts(strapi: Core.Strapi) {
  keepOneLegalTextPerKind(strapi);
  recordVersionsOnPublish(strapi);
}
