import type { Core } from '@strapi/strapi';
import { keepOneDocumentPerKind } from '../one-document-per-kind';
import { LEGAL_TEXT_UID } from './model';

/**
 * One document per kind: the app reads a text by its kind, and its versions are numbered per kind
 * (lib/one-document-per-kind.ts); each language is a translation of that one.
 */
export function keepOneLegalTextPerKind(strapi: Core.Strapi) {
  keepOneDocumentPerKind(strapi, {
    uid: LEGAL_TEXT_UID,
    code: 'legalText.kindTaken',
    message: (title) => `Ya hay un texto legal de este tipo: «${title}». Cada texto legal es un solo documento con sus idiomas y sus versiones: edita ese en lugar de crear otro.`,
  });
}
