import type { LegalSource } from './authoring';

/** El aviso legal (LSSI-CE, art. 10): quién presta Chispa. Seeded as its first version (from the app's former texts); editors own it from then on. */
export const legalNoticeText: Record<'es' | 'en', LegalSource> = {
  es: {
    title: 'Aviso legal',
    intro: [
      {
        type: 'paragraph',
        content:
          'En cumplimiento del artículo 10 de la Ley 34/2002, de servicios de la sociedad de la información y de comercio electrónico (LSSI-CE), estos son los datos de quien presta Chispa.',
      },
    ],
    sections: [
      {
        title: 'Titular',
        blocks: [
          {
            type: 'list',
            items: [
              [
                {
                  bold: 'Titular: ',
                },
                '{{legalName}}',
              ],
              [
                {
                  bold: 'NIF: ',
                },
                '{{taxId}}',
              ],
              [
                {
                  bold: 'Domicilio: ',
                },
                '{{address}}',
              ],
              [
                {
                  bold: 'Datos registrales: ',
                },
                '{{registry}}',
              ],
              [
                {
                  bold: 'Correo de contacto: ',
                },
                {
                  text: '{{contactEmail}}',
                  href: 'mailto:{{contactEmail}}',
                },
              ],
              [
                {
                  bold: 'Protección de datos: ',
                },
                {
                  text: '{{privacyEmail}}',
                  href: 'mailto:{{privacyEmail}}',
                },
              ],
            ],
          },
        ],
      },
      {
        title: 'Qué es Chispa',
        blocks: [
          {
            type: 'paragraph',
            content:
              'Chispa es un servicio en línea para conocer proyectos de impacto social, votarlos, apoyarlos y participar en recompensas. En estos textos llamamos «Chispa» o «nosotros» a {{legalName}}.',
          },
          {
            type: 'paragraph',
            content: 'Los datos de Chispa se guardan en servidores situados en la Unión Europea.',
          },
        ],
      },
      {
        title: 'Condiciones de uso',
        blocks: [
          {
            type: 'paragraph',
            content: [
              'Usar Chispa supone aceptar sus ',
              {
                text: 'condiciones de uso',
                href: '/legal#terms',
              },
              '. Cómo tratamos tus datos lo explica la ',
              {
                text: 'política de privacidad',
                href: '/legal#privacy',
              },
              ', y lo que guarda la app en tu dispositivo, la ',
              {
                text: 'política de cookies',
                href: '/cookies',
              },
              '.',
            ],
          },
        ],
      },
      {
        title: 'Propiedad intelectual e industrial',
        blocks: [
          {
            type: 'paragraph',
            content:
              'El diseño y el código de Chispa, su nombre y sus logotipos son de {{legalName}} o de quienes se los han cedido. Los textos, imágenes y vídeos de los proyectos y de los partners son de sus autores, que nos permiten mostrarlos en Chispa. Puedes verlos y compartirlos desde la app, pero no copiarlos ni reutilizarlos para otros fines sin permiso de su titular.',
          },
        ],
      },
      {
        title: 'Responsabilidad',
        blocks: [
          {
            type: 'paragraph',
            content:
              'Cada proyecto lo presenta su promotor, que responde de la información que da y de cumplir lo que promete; revisamos lo que publicamos y retiraremos con diligencia lo que sepamos que es ilícito. Los enlaces a otras webs se ofrecen para tu comodidad: no respondemos de sus contenidos. Hacemos lo posible para que Chispa funcione siempre, pero puede haber interrupciones por mantenimiento o por causas ajenas a nosotros.',
          },
        ],
      },
      {
        title: 'Ley aplicable',
        blocks: [
          {
            type: 'paragraph',
            content:
              'Este aviso se rige por la ley española. Si eres consumidor, conservas los derechos que te reconoce la ley de tu país de residencia y puedes acudir a los tribunales de tu domicilio. También puedes usar la plataforma europea de resolución de litigios en línea (https://ec.europa.eu/consumers/odr).',
          },
        ],
      },
    ],
  },
  en: {
    title: 'Legal notice',
    intro: [
      {
        type: 'paragraph',
        content: 'As article 10 of Spain’s Law 34/2002 on information society services and electronic commerce (LSSI-CE) requires, these are the details of who provides Chispa.',
      },
    ],
    sections: [
      {
        title: 'Provider',
        blocks: [
          {
            type: 'list',
            items: [
              [
                {
                  bold: 'Provider: ',
                },
                '{{legalName}}',
              ],
              [
                {
                  bold: 'Tax ID (NIF): ',
                },
                '{{taxId}}',
              ],
              [
                {
                  bold: 'Registered address: ',
                },
                '{{address}}',
              ],
              [
                {
                  bold: 'Registry entry: ',
                },
                '{{registry}}',
              ],
              [
                {
                  bold: 'Contact e-mail: ',
                },
                {
                  text: '{{contactEmail}}',
                  href: 'mailto:{{contactEmail}}',
                },
              ],
              [
                {
                  bold: 'Data protection: ',
                },
                {
                  text: '{{privacyEmail}}',
                  href: 'mailto:{{privacyEmail}}',
                },
              ],
            ],
          },
        ],
      },
      {
        title: 'What Chispa is',
        blocks: [
          {
            type: 'paragraph',
            content:
              'Chispa is an online service for discovering social-impact projects, voting on them, supporting them and taking part in rewards. In these texts, “Chispa” or “we” means {{legalName}}.',
          },
          {
            type: 'paragraph',
            content: 'Chispa’s data is stored on servers located in the European Union.',
          },
        ],
      },
      {
        title: 'Terms of use',
        blocks: [
          {
            type: 'paragraph',
            content: [
              'Using Chispa means accepting its ',
              {
                text: 'terms of use',
                href: '/legal#terms',
              },
              '. How we handle your data is explained in the ',
              {
                text: 'privacy policy',
                href: '/legal#privacy',
              },
              ', and what the app keeps on your device in the ',
              {
                text: 'cookie policy',
                href: '/cookies',
              },
              '.',
            ],
          },
        ],
      },
      {
        title: 'Intellectual property',
        blocks: [
          {
            type: 'paragraph',
            content:
              'Chispa’s design and code, its name and its logos belong to {{legalName}} or to those who licensed them to it. The texts, pictures and videos of the projects and partners belong to their authors, who allow us to show them on Chispa. You may view and share them from the app, but not copy or reuse them for other purposes without their owner’s permission.',
          },
        ],
      },
      {
        title: 'Liability',
        blocks: [
          {
            type: 'paragraph',
            content:
              'Each project is presented by its promoter, who is responsible for the information given and for delivering what is promised; we review what we publish and will promptly remove anything we learn is unlawful. Links to other websites are offered for your convenience: we are not responsible for their content. We do our best to keep Chispa running at all times, but there may be interruptions for maintenance or for reasons beyond our control.',
          },
        ],
      },
      {
        title: 'Applicable law',
        blocks: [
          {
            type: 'paragraph',
            content:
              'This notice is governed by Spanish law. If you are a consumer, you keep the rights the law of your country of residence gives you and may go to the courts where you live. You may also use the European online dispute resolution platform (https://ec.europa.eu/consumers/odr).',
          },
        ],
      },
    ],
  },
};
