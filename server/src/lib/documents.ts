import type { Modules } from '@strapi/strapi';

/**
 * A document as a Document Service read answers it: its ids and the `fields` (and `populate`) the
 * read named. Strapi types every read as AnyDocument (we generate no schema types), which a list of
 * these is comparable to: a read is cast to what it asked for in one step.
 */
export type DocumentWith<Fields> = Pick<Modules.Documents.AnyDocument, 'id' | 'documentId'> & Fields;
