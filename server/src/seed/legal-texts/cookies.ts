import type { LegalSource } from './authoring';

/** La política de cookies: solo almacenamiento técnico. Seeded as its first version (from the app's former texts); editors own it from then on. */
export const cookiesText: Record<'es' | 'en', LegalSource> = {
  es: {
    title: 'Política de cookies',
    intro: [
      {
        type: 'paragraph',
        content:
          'Esta política explica qué guarda Chispa en tu navegador y por qué. En resumen: solo lo técnicamente necesario para que la app funcione. No usamos cookies de publicidad ni de analítica de terceros.',
      },
    ],
    sections: [
      {
        title: 'Qué son las cookies y las tecnologías parecidas',
        blocks: [
          {
            type: 'paragraph',
            content:
              'Una cookie es un pequeño archivo que una web guarda en tu navegador. Hay otras formas de guardar datos en el dispositivo que funcionan de manera parecida: el almacenamiento local (localStorage), la base de datos del navegador (IndexedDB) y las cachés de un service worker, que permiten abrir la app sin conexión. En esta política las tratamos todas por igual.',
          },
        ],
      },
      {
        title: 'Lo que usa Chispa',
        blocks: [
          {
            type: 'paragraph',
            content:
              'Todo lo que aparece en la tabla es necesario para darte el servicio que pides: iniciar sesión, recordar tu idioma y usar la app sin conexión. Por eso la ley (artículo 22.2 de la Ley de Servicios de la Sociedad de la Información) no exige tu consentimiento previo, y por eso no te mostramos un aviso de cookies.',
          },
          {
            type: 'table',
            head: ['Nombre', 'Tipo', 'Para qué sirve', 'Duración'],
            rows: [
              [
                'chispaUser',
                'Almacenamiento local',
                'Mantiene tu sesión abierta: tu correo, tu identificador de miembro y un token de acceso de corta duración.',
                'Hasta que cierras sesión.',
              ],
              [
                'chispa_refresh',
                'Cookie propia, httpOnly',
                'Renueva la sesión sin volver a pedirte la contraseña. El código de la página no puede leerla y solo se envía a las direcciones de inicio de sesión.',
                'Hasta que cierras el navegador o la sesión; el servidor deja de aceptarla tras 14 días sin uso y, como máximo, a los 30 días.',
              ],
              ['XSRF-TOKEN', 'Cookie propia', 'Protege tu cuenta frente a peticiones falsificadas desde otras webs (CSRF).', 'Hasta que cierras el navegador.'],
              ['i18nextLng', 'Almacenamiento local', 'Recuerda el idioma que has elegido.', 'Hasta que borras los datos del sitio.'],
              [
                'chispa-query-cache',
                'Almacenamiento local',
                'Copia de lo que has visto (proyectos, tus votos, tus DIDs, tus avisos) para mostrarlo al instante, también sin conexión.',
                'Hasta 7 días; se borra al cerrar sesión.',
              ],
              [
                'chispa-outbox',
                'IndexedDB',
                'Guarda los votos y participaciones que haces sin conexión hasta que se pueden enviar, y los datos de sesión mínimos que el service worker necesita para enviarlos.',
                'Hasta que se envían; se borra al cerrar sesión.',
              ],
              [
                'chispa-member-data',
                'Caché del service worker',
                'Tus datos de miembro (perfil, votos, DIDs, participaciones, suscripciones, tus avisos y los proyectos que sigues) para verlos sin conexión.',
                'Hasta 30 días; se borra al cerrar sesión.',
              ],
              [
                'chispa-locales, chispa-public-data, chispa-images, chispa-catalogue y los archivos de la app',
                'Cachés del service worker',
                'Permiten abrir Chispa sin conexión: los archivos de la app, los textos de la interfaz, los contenidos públicos y las imágenes (tras tu primera visita, todo lo que la app lista, en tu idioma), y qué se guardó por última vez.',
                'Hasta 30 días o hasta la siguiente versión de la app.',
              ],
            ],
          },
        ],
      },
      {
        title: 'Terceros',
        blocks: [
          {
            type: 'list',
            items: [
              'No usamos herramientas de analítica ni de publicidad de terceros. Si algún día quisiéramos usarlas, te pediríamos antes tu consentimiento y podrías retirarlo cuando quisieras.',
              'Algunas páginas muestran vídeos de Vimeo. Cuando una página incluye un vídeo, el reproductor se carga desde los servidores de Vimeo, que puede guardar sus propias cookies según su política de privacidad.',
              'Cuando pagas una suscripción o un regalo, lo haces en la página del proveedor de pagos, que usa sus propias cookies según su política.',
            ],
          },
        ],
      },
      {
        title: 'Cómo borrarlas o bloquearlas',
        blocks: [
          {
            type: 'paragraph',
            content:
              'Al cerrar sesión, Chispa borra tu sesión y los datos de miembro guardados en el dispositivo. Todo lo demás puedes borrarlo desde la configuración de tu navegador (datos de sitios web). Si bloqueas este almacenamiento, no podrás iniciar sesión ni usar la app sin conexión.',
          },
        ],
      },
      {
        title: 'Dudas',
        blocks: [
          {
            type: 'paragraph',
            content: [
              'Si tienes cualquier duda, escríbenos a ',
              {
                text: '{{privacyEmail}}',
                href: 'mailto:{{privacyEmail}}',
              },
              '. Puedes leer cómo tratamos tus datos en la ',
              {
                text: 'política de privacidad',
                href: '/legal#privacy',
              },
              '.',
            ],
          },
        ],
      },
    ],
  },
  en: {
    title: 'Cookie policy',
    intro: [
      {
        type: 'paragraph',
        content:
          'This policy explains what Chispa stores in your browser and why. In short: only what is technically needed for the app to work. We use no advertising cookies and no third-party analytics.',
      },
    ],
    sections: [
      {
        title: 'What cookies and similar technologies are',
        blocks: [
          {
            type: 'paragraph',
            content:
              'A cookie is a small file that a website stores in your browser. Other ways of storing data on the device work in a similar way: local storage (localStorage), the browser’s database (IndexedDB) and the caches of a service worker, which let the app open offline. This policy treats them all alike.',
          },
        ],
      },
      {
        title: 'What Chispa uses',
        blocks: [
          {
            type: 'paragraph',
            content:
              'Everything in the table is needed to give you the service you ask for: signing in, remembering your language and using the app offline. That is why the law (article 22.2 of Spain’s Information Society Services Act) does not require your prior consent, and why we show you no cookie banner.',
          },
          {
            type: 'table',
            head: ['Name', 'Kind', 'What it is for', 'How long'],
            rows: [
              ['chispaUser', 'Local storage', 'Keeps you signed in: your e-mail address, your member id and a short-lived access token.', 'Until you log out.'],
              [
                'chispa_refresh',
                'First-party cookie, httpOnly',
                'Renews your session without asking for your password again. The page’s code cannot read it, and it is only sent to the sign-in addresses.',
                'Until you close the browser or log out; the server stops accepting it after 14 days without use and after 30 days at most.',
              ],
              ['XSRF-TOKEN', 'First-party cookie', 'Protects your account against requests forged by other websites (CSRF).', 'Until you close the browser.'],
              ['i18nextLng', 'Local storage', 'Remembers the language you chose.', 'Until you clear the site’s data.'],
              [
                'chispa-query-cache',
                'Local storage',
                'A copy of what you have seen (projects, your votes, your DIDs, your inbox) to show it at once, offline too.',
                'Up to 7 days; deleted when you log out.',
              ],
              [
                'chispa-outbox',
                'IndexedDB',
                'Keeps the votes and entries you make offline until they can be sent, and the minimal session details the service worker needs to send them.',
                'Until they are sent; deleted when you log out.',
              ],
              [
                'chispa-member-data',
                'Service worker cache',
                'Your member data (profile, votes, DIDs, entries, subscriptions, your inbox and the projects you follow) so you can see it offline.',
                'Up to 30 days; deleted when you log out.',
              ],
              [
                'chispa-locales, chispa-public-data, chispa-images, chispa-catalogue and the app’s files',
                'Service worker caches',
                'Let Chispa open offline: the app’s files, the interface texts, public content and pictures (after your first visit, everything the app lists, in your language), and what was last stored.',
                'Up to 30 days or until the next version of the app.',
              ],
            ],
          },
        ],
      },
      {
        title: 'Third parties',
        blocks: [
          {
            type: 'list',
            items: [
              'We use no third-party analytics or advertising tools. Should we ever want to, we would ask for your consent first, and you could withdraw it whenever you like.',
              'Some pages show Vimeo videos. When a page includes a video, the player is loaded from Vimeo’s servers, which may store their own cookies under Vimeo’s privacy policy.',
              'When you pay for a subscription or a gift, you do so on the payment provider’s page, which uses its own cookies under its own policy.',
            ],
          },
        ],
      },
      {
        title: 'How to delete or block them',
        blocks: [
          {
            type: 'paragraph',
            content:
              'When you log out, Chispa deletes your session and the member data kept on the device. You can delete everything else from your browser’s settings (site data). If you block this storage, you will not be able to sign in or use the app offline.',
          },
        ],
      },
      {
        title: 'Questions',
        blocks: [
          {
            type: 'paragraph',
            content: [
              'If you have any question, write to us at ',
              {
                text: '{{privacyEmail}}',
                href: 'mailto:{{privacyEmail}}',
              },
              '. You can read how we handle your data in the ',
              {
                text: 'privacy policy',
                href: '/legal#privacy',
              },
              '.',
            ],
          },
        ],
      },
    ],
  },
};
