import { PRIVACY_EMAIL, PRIVACY_MAILTO, type LegalDocument } from './types';

/** Política de cookies (spec §2, /cookies): solo almacenamiento técnico, sin analítica de terceros. */
export const cookiesEs: LegalDocument = {
  updated: 'Última actualización: 22 de noviembre de 2026',
  intro: [
    {
      type: 'paragraph',
      content:
        'Esta política explica qué guarda Chispa en tu navegador y por qué. En resumen: solo lo técnicamente necesario para que la app funcione. No usamos cookies de publicidad ni de analítica de terceros.',
    },
  ],
  sections: [
    {
      id: 'what',
      title: '1. Qué son las cookies y las tecnologías parecidas',
      blocks: [
        {
          type: 'paragraph',
          content:
            'Una cookie es un pequeño archivo que una web guarda en tu navegador. Hay otras formas de guardar datos en el dispositivo que funcionan de manera parecida: el almacenamiento local (localStorage), la base de datos del navegador (IndexedDB) y las cachés de un service worker, que permiten abrir la app sin conexión. En esta política las tratamos todas por igual.',
        },
      ],
    },
    {
      id: 'necessary',
      title: '2. Lo que usa Chispa',
      blocks: [
        {
          type: 'paragraph',
          content:
            'Todo lo que aparece en la tabla es necesario para darte el servicio que pides: iniciar sesión, recordar tu idioma y usar la app sin conexión. Por eso la ley (artículo 22.2 de la Ley de Servicios de la Sociedad de la Información) no exige tu consentimiento previo, y por eso no te mostramos un aviso de cookies.',
        },
        {
          type: 'table',
          caption: 'Cookies y almacenamiento que usa Chispa',
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
      id: 'third-parties',
      title: '3. Terceros',
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
      id: 'control',
      title: '4. Cómo borrarlas o bloquearlas',
      blocks: [
        {
          type: 'paragraph',
          content:
            'Al cerrar sesión, Chispa borra tu sesión y los datos de miembro guardados en el dispositivo. Todo lo demás puedes borrarlo desde la configuración de tu navegador (datos de sitios web). Si bloqueas este almacenamiento, no podrás iniciar sesión ni usar la app sin conexión.',
        },
      ],
    },
    {
      id: 'contact',
      title: '5. Dudas',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'Si tienes cualquier duda, escríbenos a ',
            { text: PRIVACY_EMAIL, href: PRIVACY_MAILTO },
            '. Puedes leer cómo tratamos tus datos en el ',
            { text: 'aviso legal y de privacidad', to: '/legal' },
            '.',
          ],
        },
      ],
    },
  ],
};
