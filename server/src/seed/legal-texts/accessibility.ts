import type { LegalSource } from './authoring';

/** The day the seeded statement was prepared: RD 1112/2018's model asks for the date of the statement and of its last review. */
const PREPARED = { es: '29 de noviembre de 2026', en: '29 November 2026' };

/**
 * The accessibility statement (EU Directive 2016/2102; Spain's RD 1112/2018 and its model statement):
 * conformance against WCAG 2.2 AA as the suite measures it (tests/e2e/accessibility.ts and the routes
 * it audits), the known exceptions, the date, the way to report a barrier and the enforcement
 * procedure. Seeded as its first version; editors own it from then on.
 */
export const accessibilityText: Record<'es' | 'en', LegalSource> = {
  es: {
    title: 'Declaración de accesibilidad',
    intro: [
      {
        type: 'paragraph',
        content:
          '{{legalName}} se ha comprometido a hacer accesible Chispa, de conformidad con el Real Decreto 1112/2018, de 7 de septiembre, sobre accesibilidad de los sitios web y aplicaciones para dispositivos móviles del sector público, que incorpora la Directiva (UE) 2016/2102.',
      },
      { type: 'paragraph', content: 'Esta declaración de accesibilidad se aplica a la aplicación web Chispa: todas sus páginas públicas y las de los miembros, en español y en inglés.' },
    ],
    sections: [
      {
        title: 'Situación de cumplimiento',
        blocks: [
          {
            type: 'paragraph',
            content:
              'Chispa es parcialmente conforme con el Real Decreto 1112/2018 y con el nivel AA de las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2, debido a las excepciones y a la falta de conformidad de los aspectos que se indican a continuación.',
          },
        ],
      },
      {
        title: 'Contenido no accesible',
        blocks: [],
        subsections: [
          {
            title: 'Falta de conformidad',
            blocks: [
              {
                type: 'list',
                items: [
                  'Los criterios que añaden las WCAG 2.2 (2.4.11 Foco no oculto, 2.5.7 Movimientos de arrastre, 2.5.8 Tamaño mínimo del objetivo, 3.3.7 Entrada redundante y 3.3.8 Autenticación accesible) no se comprueban todavía de forma automática ni se han auditado a mano: no podemos asegurar que se cumplan en todas las páginas.',
                  'Las imágenes de los proyectos, noticias, recompensas y partners muestran el texto alternativo que escribe quien las sube al panel de administración. Una imagen sin él se presenta como decorativa aunque dé información (criterio 1.1.1, contenido no textual).',
                  'Los vídeos de los proyectos pueden no tener subtítulos ni audiodescripción (criterios 1.2.2, 1.2.3 y 1.2.5): dependen de quien publica cada vídeo.',
                  'Las comprobaciones automáticas impiden publicar una versión con problemas graves o críticos; los que clasifican como moderados o menores pueden quedar en alguna página.',
                ],
              },
            ],
          },
          { title: 'Carga desproporcionada', blocks: [{ type: 'paragraph', content: 'No se invoca carga desproporcionada para ningún contenido.' }] },
          {
            title: 'El contenido no entra dentro del ámbito de la legislación aplicable',
            blocks: [
              {
                type: 'list',
                items: [
                  'El reproductor de vídeo de Vimeo, que se muestra dentro de las páginas de algunos proyectos: es contenido de un tercero que no financiamos, desarrollamos ni controlamos.',
                  'La página de pago del proveedor de pagos, a la que se llega para pagar Chispa Premium o un regalo, y su portal de gestión del pago.',
                  'El panel de administración que usan los editores es un producto de terceros (Strapi) y no se ha evaluado.',
                ],
              },
            ],
          },
        ],
      },
      {
        title: 'Preparación de la presente declaración',
        blocks: [
          { type: 'paragraph', content: `Esta declaración fue preparada el ${PREPARED.es}. Se revisó por última vez el ${PREPARED.es}.` },
          {
            type: 'paragraph',
            content:
              'El método empleado ha sido una autoevaluación del propio equipo. Cada versión de Chispa pasa unas pruebas automáticas en el navegador Chromium que abren cada página de la app, como visitante y como miembro, y la analizan con la herramienta axe-core con las reglas de las WCAG 2.0 y 2.1, niveles A y AA (las etiquetas wcag2a, wcag2aa, wcag21a y wcag21aa); una versión no se publica si aparece algún problema grave o crítico. El reproductor de Vimeo queda fuera de ese análisis. Algunas pruebas recorren además partes de la app con el teclado. Todavía no se ha hecho una auditoría manual completa con lectores de pantalla ni una auditoría externa.',
          },
        ],
      },
      {
        title: 'Observaciones y datos de contacto',
        blocks: [
          {
            type: 'paragraph',
            content: [
              'Puedes hacernos llegar comunicaciones sobre los requisitos de accesibilidad (artículo 10.2.a del Real Decreto 1112/2018) con el formulario de esta página o escribiendo a ',
              { text: '{{contactEmail}}', href: 'mailto:{{contactEmail}}' },
              '. No hace falta tener cuenta. Por ejemplo:',
            ],
          },
          {
            type: 'list',
            items: [
              'informar de un posible incumplimiento por parte de Chispa;',
              'contarnos otras dificultades para acceder a algún contenido;',
              'pedir en un formato accesible un contenido que no lo es o que está excluido;',
              'hacernos cualquier otra consulta o sugerencia de mejora sobre la accesibilidad de Chispa.',
            ],
          },
          {
            type: 'paragraph',
            content: 'Las comunicaciones las recibe y atiende {{legalName}}, que te responderá en un plazo máximo de 20 días hábiles si nos has dejado un correo.',
          },
        ],
      },
      {
        title: 'Procedimiento de aplicación',
        blocks: [
          {
            type: 'paragraph',
            content:
              'Si, después de pedirnos información accesible o de presentar una queja, no la hemos atendido, no estás de acuerdo con la decisión o la respuesta no cumple lo que exige el artículo 12.5 del Real Decreto 1112/2018, puedes presentar una reclamación (artículo 13).',
          },
          {
            type: 'list',
            items: [
              'Si Chispa lo presta una administración pública, la reclamación se presenta ante ella por cualquiera de los medios de la Ley 39/2015, del Procedimiento Administrativo Común (su registro o su sede electrónica), y la resuelve la unidad responsable de accesibilidad que haya designado.',
              [
                'Si lo presta una entidad privada, dirige la reclamación a ',
                { text: '{{contactEmail}}', href: 'mailto:{{contactEmail}}' },
                '; conservas además el derecho a acudir a las autoridades de consumo y a los tribunales.',
              ],
            ],
          },
          { type: 'paragraph', content: ['Los datos del titular de Chispa están en el ', { text: 'aviso legal', href: '/legal#legal-notice' }, '.'] },
        ],
      },
    ],
  },
  en: {
    title: 'Accessibility statement',
    intro: [
      {
        type: 'paragraph',
        content:
          '{{legalName}} is committed to making Chispa accessible, in accordance with Spain’s Royal Decree 1112/2018 of 7 September on the accessibility of public sector websites and mobile applications, which transposes Directive (EU) 2016/2102.',
      },
      { type: 'paragraph', content: 'This accessibility statement applies to the Chispa web application: all its public and members’ pages, in Spanish and in English.' },
    ],
    sections: [
      {
        title: 'Compliance status',
        blocks: [
          {
            type: 'paragraph',
            content:
              'Chispa is partially compliant with Royal Decree 1112/2018 and with level AA of the Web Content Accessibility Guidelines (WCAG) 2.2, due to the exceptions and the non-compliance of the aspects listed below.',
          },
        ],
      },
      {
        title: 'Non-accessible content',
        blocks: [],
        subsections: [
          {
            title: 'Non-compliance',
            blocks: [
              {
                type: 'list',
                items: [
                  'The success criteria added by WCAG 2.2 (2.4.11 Focus Not Obscured, 2.5.7 Dragging Movements, 2.5.8 Target Size (Minimum), 3.3.7 Redundant Entry and 3.3.8 Accessible Authentication) are not yet checked automatically nor audited by hand: we cannot state that every page meets them.',
                  'Pictures of projects, news, rewards and partners show the alternative text written by whoever uploads them to the admin panel. A picture without one is presented as decorative even when it carries information (criterion 1.1.1, non-text content).',
                  'Project videos may lack captions and audio description (criteria 1.2.2, 1.2.3 and 1.2.5): they depend on whoever publishes each video.',
                  'The automated checks stop a release with serious or critical problems; problems they rate as moderate or minor may remain on some pages.',
                ],
              },
            ],
          },
          { title: 'Disproportionate burden', blocks: [{ type: 'paragraph', content: 'No disproportionate burden is claimed for any content.' }] },
          {
            title: 'Content outside the scope of the applicable legislation',
            blocks: [
              {
                type: 'list',
                items: [
                  'The Vimeo video player shown within some project pages: third-party content that we neither fund, develop nor control.',
                  'The payment provider’s checkout page, reached to pay for Chispa Premium or a gift, and its payment management portal.',
                  'The admin panel the editors use is a third-party product (Strapi) and has not been assessed.',
                ],
              },
            ],
          },
        ],
      },
      {
        title: 'Preparation of this statement',
        blocks: [
          { type: 'paragraph', content: `This statement was prepared on ${PREPARED.en}. It was last reviewed on ${PREPARED.en}.` },
          {
            type: 'paragraph',
            content:
              'The method used was a self-assessment by the team. Every release of Chispa runs automated tests in the Chromium browser that open every page of the app, as a guest and as a member, and analyse it with the axe-core tool against the rules of WCAG 2.0 and 2.1, levels A and AA (the tags wcag2a, wcag2aa, wcag21a and wcag21aa); a release is not published while any serious or critical problem appears. The Vimeo player is left out of that analysis. Some tests also go through parts of the app with the keyboard. No full manual audit with screen readers, nor an external audit, has been made yet.',
          },
        ],
      },
      {
        title: 'Feedback and contact details',
        blocks: [
          {
            type: 'paragraph',
            content: [
              'You can send us communications about the accessibility requirements (article 10.2.a of Royal Decree 1112/2018) with the form on this page or by writing to ',
              { text: '{{contactEmail}}', href: 'mailto:{{contactEmail}}' },
              '. No account is needed. For example, to:',
            ],
          },
          {
            type: 'list',
            items: [
              'report a possible failure of Chispa to comply;',
              'tell us about other difficulties in reaching some content;',
              'ask for content that is not accessible, or is excluded, in an accessible format;',
              'send us any other question or suggestion about Chispa’s accessibility.',
            ],
          },
          { type: 'paragraph', content: 'Communications are received and handled by {{legalName}}, which will answer you within 20 working days at most if you left us an e-mail address.' },
        ],
      },
      {
        title: 'Enforcement procedure',
        blocks: [
          {
            type: 'paragraph',
            content:
              'If, after asking us for accessible information or making a complaint, we have not dealt with it, you disagree with the decision, or the answer does not meet article 12.5 of Royal Decree 1112/2018, you can file a claim (article 13).',
          },
          {
            type: 'list',
            items: [
              'If Chispa is provided by a public administration, the claim is filed with it by any of the means of Law 39/2015 on the Common Administrative Procedure (its registry or its electronic office), and it is decided by the accessibility unit it has designated.',
              [
                'If it is provided by a private organisation, send the claim to ',
                { text: '{{contactEmail}}', href: 'mailto:{{contactEmail}}' },
                '; you also keep the right to go to the consumer authorities and the courts.',
              ],
            ],
          },
          { type: 'paragraph', content: ['The details of who provides Chispa are in the ', { text: 'legal notice', href: '/legal#legal-notice' }, '.'] },
        ],
      },
    ],
  },
};
