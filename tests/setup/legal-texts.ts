import { json } from './fake-api';

/** Fake answers of the legal texts' API (issue 53, contract §2), for the app's component tests. */

type Block = Record<string, unknown>;
const textNode = (text: string) => ({ type: 'text', text });
export const paragraph = (text: string): Block => ({ type: 'paragraph', children: [textNode(text)] });
export const heading = (level: number, text: string): Block => ({ type: 'heading', level, children: [textNode(text)] });
export const mailto = (address: string): Block => ({ type: 'paragraph', children: [{ type: 'link', url: `mailto:${address}`, children: [textNode(address)] }] });

/** A quarter to midnight UTC on 3 December: already 4 December in Madrid. */
export const PUBLISHED_AT = '2026-12-03T23:30:00.000Z';

export type FakeText = {
  kind: string;
  locale: 'es' | 'en';
  version: number;
  title: string;
  body: Block[];
  changeSummary: string | null;
  material: boolean;
  publishedAt: string;
};

export const legalText = (kind: string, locale: 'es' | 'en', title: string, body: Block[], extra: Partial<FakeText> = {}): FakeText => ({
  kind,
  locale,
  version: 1,
  title,
  body,
  changeSummary: null,
  material: false,
  publishedAt: PUBLISHED_AT,
  ...extra,
});

/** The seeded texts in Spanish, and in English all but the terms (which fall back to Spanish, as the server does). */
export const TEXTS: Record<string, Partial<Record<'es' | 'en', FakeText>>> = {
  legalNotice: {
    es: legalText('legalNotice', 'es', 'Aviso legal', [heading(2, 'Quién presta el servicio'), paragraph('Chispa Cooperativa, NIF F00000000.')]),
    en: legalText('legalNotice', 'en', 'Legal notice', [heading(2, 'Who provides the service'), paragraph('Chispa Cooperativa, tax id F00000000.')]),
  },
  terms: {
    es: legalText('terms', 'es', 'Condiciones de uso', [heading(2, 'Quién puede participar'), paragraph('Debes tener más de 14 años.')], { version: 2 }),
  },
  privacy: {
    es: legalText('privacy', 'es', 'Política de privacidad', [heading(2, 'Tus derechos'), heading(3, 'Acceso'), mailto('privacidad@chispa.example')], { version: 3 }),
    en: legalText('privacy', 'en', 'Privacy policy', [heading(2, 'Your rights'), heading(3, 'Access'), mailto('privacidad@chispa.example')], { version: 3 }),
  },
  cookies: {
    es: legalText('cookies', 'es', 'Política de cookies', [heading(2, 'Qué guardamos'), paragraph('No usamos cookies de publicidad.')]),
    en: legalText('cookies', 'en', 'Cookie policy', [heading(2, 'What we keep'), paragraph('We use no advertising cookies.')]),
  },
  accessibility: {
    es: legalText('accessibility', 'es', 'Declaración de accesibilidad', [heading(2, 'Situación de cumplimiento'), paragraph('Parcialmente conforme con WCAG 2.2 AA.')]),
    en: legalText('accessibility', 'en', 'Accessibility statement', [heading(2, 'Compliance status'), paragraph('Partially compliant with WCAG 2.2 AA.')]),
  },
};

const askedLocale = (request: Request) => (new URL(request.url).searchParams.get('locale') === 'en' ? 'en' : 'es');

/** `GET /api/legal-texts/:kind` for each kind of `texts`: the asked language's text, or Spanish. */
export function legalTextRoutes(texts: typeof TEXTS = TEXTS) {
  return Object.fromEntries(
    Object.entries(texts).map(([kind, byLocale]) => [
      `GET /api/legal-texts/${kind}`,
      (request: Request) => json({ data: byLocale[askedLocale(request)] ?? byLocale.es }),
    ]),
  );
}
