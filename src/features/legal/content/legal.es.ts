import { PRIVACY_EMAIL, PRIVACY_MAILTO, type LegalDocument } from './types';

const email = { text: PRIVACY_EMAIL, href: PRIVACY_MAILTO };

/** Aviso legal, condiciones de uso y política de privacidad (una sola página: spec §2, /legal). */
export const legalEs: LegalDocument = {
  updated: 'Última actualización: 22 de noviembre de 2026',
  intro: [
    {
      type: 'paragraph',
      content:
        'Este documento reúne el aviso legal, las condiciones de uso y la política de privacidad de Chispa. Al crear una cuenta aceptas las condiciones y declaras haber leído cómo tratamos tus datos, así que te pedimos que lo leas con calma.',
    },
  ],
  contentsLabel: 'Contenido',
  sections: [
    {
      id: 'operator',
      title: '1. Quién está detrás de Chispa',
      blocks: [
        {
          type: 'paragraph',
          content:
            'Chispa es un servicio en línea para conocer proyectos de impacto social, votarlos, apoyarlos y participar en recompensas. Lo presta una empresa con sede en Barcelona (España), a la que en este documento llamamos «Chispa» o «nosotros».',
        },
        { type: 'paragraph', content: 'Los datos de Chispa se guardan en servidores situados en la Unión Europea.' },
        { type: 'paragraph', content: ['Para cualquier consulta sobre este documento o sobre tus datos, escríbenos a ', email, '.'] },
      ],
    },
    {
      id: 'terms',
      title: '2. Condiciones de uso',
      blocks: [],
      subsections: [
        {
          id: 'terms-account',
          title: 'Tu cuenta',
          blocks: [
            {
              type: 'list',
              items: [
                'Para usar Chispa debes tener más de 14 años.',
                'Cada persona puede tener una sola cuenta, a su nombre y con datos verdaderos.',
                'Tu contraseña es personal: no la compartas. Si crees que alguien la conoce, cámbiala desde tu perfil.',
                ['Puedes dejar de usar Chispa cuando quieras y borrar tu cuenta desde tu perfil (mira ', { text: 'Tus derechos', href: '#privacy-rights' }, ').'],
              ],
            },
          ],
        },
        {
          id: 'terms-use',
          title: 'Cómo usar Chispa',
          blocks: [
            { type: 'paragraph', content: 'Te pedimos que uses Chispa de buena fe. En particular, no está permitido:' },
            {
              type: 'list',
              items: [
                'crear varias cuentas o usar programas automáticos para votar, sumar DIDs o participar en recompensas;',
                'subir imágenes que no sean tuyas, que sean ilegales u ofensivas o que muestren a otras personas sin su permiso;',
                'intentar entrar en cuentas o datos ajenos, o entorpecer el funcionamiento del servicio.',
              ],
            },
            {
              type: 'paragraph',
              content:
                'Si alguien incumple estas condiciones, podemos anular los votos, DIDs o participaciones obtenidos de forma irregular y suspender o cerrar su cuenta. Antes se lo explicaremos y podrá darnos su versión, salvo que haya que actuar de inmediato para proteger a otras personas o al servicio.',
            },
          ],
        },
        {
          id: 'terms-votes',
          title: 'Votos y DIDs',
          blocks: [
            {
              type: 'list',
              items: [
                'Puedes votar cada proyecto una sola vez mientras su votación está abierta; el voto no se puede cambiar.',
                'Los DIDs son puntos que ganas completando retos y que puedes usar para participar en recompensas. No tienen valor económico: no se pueden cambiar por dinero ni pasar a otra persona.',
                'Si recibes DIDs por un error nuestro o de forma irregular, podemos corregir tu saldo.',
              ],
            },
          ],
        },
        {
          id: 'terms-content',
          title: 'Contenidos',
          blocks: [
            {
              type: 'list',
              items: [
                'Los textos, imágenes y vídeos de los proyectos y de los partners (los «igniters») son de sus autores o de Chispa. Puedes verlos y compartirlos desde la app, pero no copiarlos para otros fines sin permiso.',
                'La imagen de perfil que subes sigue siendo tuya; nos permites guardarla y mostrarla dentro de Chispa mientras la tengas en tu perfil.',
                'Cada proyecto lo presenta su promotor. Revisamos lo que publicamos, pero cada promotor responde de la información de su proyecto y de cumplir lo que promete.',
              ],
            },
          ],
        },
        {
          id: 'terms-law',
          title: 'Cambios y ley aplicable',
          blocks: [
            {
              type: 'list',
              items: [
                'Podemos mejorar o cambiar el servicio y estas condiciones. Si un cambio te afecta de forma importante, te avisaremos con antelación en la app o por correo.',
                'Estas condiciones se rigen por la ley española. Si eres consumidor, conservas los derechos que te reconoce la ley de tu país de residencia y puedes acudir a los tribunales de tu domicilio.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'premium',
      title: '3. Chispa Premium y regalos',
      blocks: [
        {
          type: 'paragraph',
          content:
            'Chispa Premium es una suscripción de pago que se renueva cada mes. El pago se hace en la página segura de un proveedor de pagos externo: Chispa no ve ni guarda los datos de tu tarjeta, solo recibe la confirmación del pago y una referencia.',
        },
        {
          type: 'paragraph',
          content:
            'Con Premium sostienes Chispa: la app sigue siendo gratuita y sin anuncios para todo el barrio. No da votos ni DIDs de más. Verás el precio antes de pagar. La suscripción se renueva sola hasta que la canceles. Puedes cancelarla desde tu perfil en cualquier momento: desde ese momento dejas de tener Premium y no se te cobra ninguna renovación más. Si la cancelas en el proveedor de pagos para el final del periodo, sigues teniendo Premium hasta ese día. Si una renovación no se puede cobrar, dejas de tener Premium cuando acaba el periodo pagado, hasta que se cobre.',
        },
        {
          type: 'paragraph',
          content:
            'Regalos («La que toca»): puedes regalar Chispa Premium a otra persona con un pago único. Escribes su correo electrónico y, una vez hecho el pago: si ya tiene cuenta en Chispa con ese correo, el regalo se aplica a su cuenta en el acto y se lo decimos por correo; si no, le enviamos un enlace para crear su cuenta con Premium incluido (sirve una sola vez). El regalo da un año de Premium desde que se aplica o se canjea, y no se renueva. Usamos ese correo solo para enviar el regalo: escribe únicamente el de alguien que sepas que querrá recibirlo.',
        },
        {
          type: 'paragraph',
          content: [
            'Si tienes algún problema con un cobro, escríbenos a ',
            email,
            ' y lo revisaremos. Además, conservas todos los derechos que la normativa de consumo te reconoce en las compras en línea.',
          ],
        },
      ],
    },
    {
      id: 'rewards',
      title: '4. Recompensas y sorteos',
      blocks: [
        {
          type: 'paragraph',
          content:
            'Algunos proyectos tienen una recompensa: un sorteo o un premio ligado al proyecto. Estas son las reglas generales; cada recompensa tiene además sus propias bases, que puedes leer desde su página y que prevalecen en todo lo que regulen de forma distinta.',
        },
        {
          type: 'list',
          items: [
            'Participar es gratis: los DIDs se consiguen completando retos, sin pagar nada.',
            'Según la recompensa, participas usando DIDs (cada participación cuesta los DIDs que indica la recompensa, y puedes pedir de 1 a 5 a la vez) o rellenando un formulario de inscripción.',
            'Solo puedes participar dentro de las fechas de la recompensa y mientras el proyecto está activo. En las recompensas con DIDs, además, tienes que haber votado el proyecto.',
            'Los DIDs que usas se descuentan de tu saldo en el momento de participar.',
            'Los ganadores se eligen como indiquen las bases de cada recompensa. Si ganas, te escribiremos al correo de tu cuenta; si no respondes en el plazo que fijen las bases, el premio puede pasar a otra persona.',
            'Si eres menor de edad, podemos pedir la autorización de tu madre, padre o tutor para entregarte el premio.',
            'Quedan fuera las participaciones obtenidas con trampas (varias cuentas, programas automáticos u otros abusos).',
          ],
        },
      ],
    },
    {
      id: 'privacy',
      title: '5. Política de privacidad',
      blocks: [
        {
          type: 'paragraph',
          content:
            'Aquí explicamos qué datos personales trata Chispa, para qué y qué derechos tienes. Aplicamos el Reglamento General de Protección de Datos (RGPD) y la Ley Orgánica 3/2018 de Protección de Datos Personales.',
        },
      ],
      subsections: [
        {
          id: 'privacy-controller',
          title: 'Responsable',
          blocks: [
            {
              type: 'paragraph',
              content: [
                'El responsable del tratamiento es la empresa que presta Chispa, con sede en Barcelona (España). Puedes escribir sobre protección de datos a ',
                email,
                '.',
              ],
            },
          ],
        },
        {
          id: 'privacy-data',
          title: 'Qué datos guardamos',
          blocks: [
            {
              type: 'list',
              items: [
                'Cuenta: nombre, apellidos, correo electrónico y contraseña (guardada con un hash irreversible, nunca tal cual), tu código de invitación y, si te invitó alguien, quién fue, y la fecha en que aceptaste las condiciones y la política de privacidad.',
                'Perfil, si decides completarlo: ciudad, país, género, fecha de nacimiento e imagen de perfil.',
                'Actividad: los votos que das, tu historial de DIDs (lo que ganas y lo que gastas), los proyectos y noticias que compartes, y tus participaciones en recompensas, con los datos de los formularios de inscripción (por ejemplo, ciudad, teléfono y la opción elegida).',
                'Archivos que subes: tu imagen de perfil.',
                'Suscripciones y regalos: el tipo de compra, su estado y fechas, la referencia del pago y, en los regalos, el correo de la persona que lo recibe. Los datos de pago (tarjeta, cuenta) los trata el proveedor de pagos, no Chispa.',
                'Datos técnicos: los necesarios para mantener tu sesión abierta y segura y para proteger el servicio (por ejemplo, los registros de acceso del servidor).',
                'Verificación, si te verificas: cómo (censo o código de invitación) y cuándo, y tu declaración de tener 14 años o más. No guardamos tu número de documento ni tu fecha de nacimiento: del censo del organizador solo guardamos una huella cifrada de cada línea, y marcamos la que usaste.',
              ],
            },
          ],
        },
        {
          id: 'privacy-purposes',
          title: 'Para qué los usamos y con qué base legal',
          blocks: [
            {
              type: 'table',
              caption: 'Finalidades y bases jurídicas del tratamiento',
              head: ['Finalidad', 'Base jurídica (RGPD)'],
              rows: [
                [
                  'Crear y gestionar tu cuenta, registrar tus votos, DIDs y participaciones, y enviarte los correos del servicio (activar la cuenta, cambiar la contraseña).',
                  'Ejecución del contrato que aceptas al registrarte (art. 6.1.b).',
                ],
                ['Gestionar Chispa Premium y los regalos, y cobrarlos a través del proveedor de pagos.', 'Ejecución del contrato (art. 6.1.b).'],
                ['Enviar la invitación de un regalo a la persona que lo recibe.', 'Interés legítimo de quien hace el regalo y de quien lo recibe (art. 6.1.f).'],
                [
                  'Organizar los sorteos, comprobar que se cumplen las bases y contactar con los ganadores.',
                  'Ejecución de las bases de la recompensa en la que participas (art. 6.1.b).',
                ],
                [
                  'Prevenir el fraude y los abusos (cuentas duplicadas, votos automáticos) y mantener la seguridad.',
                  'Interés legítimo en proteger el servicio y a sus miembros (art. 6.1.f).',
                ],
                [
                  'Comprobar, cuando una votación o un sorteo lo piden, que eres residente (censo) o que recibiste una invitación, para que cada persona cuente una vez.',
                  'Misión de interés público o interés legítimo del organizador en un resultado que cuente a cada residente una vez (art. 6.1.e o 6.1.f).',
                ],
                ['Conservar las facturas y cumplir otras obligaciones legales.', 'Obligación legal (art. 6.1.c).'],
              ],
            },
            {
              type: 'paragraph',
              content:
                'No usamos tus datos para publicidad ni para elaborar perfiles comerciales, no te enviaremos comunicaciones comerciales sin tu consentimiento y no vendemos tus datos.',
            },
          ],
        },
        {
          id: 'privacy-retention',
          title: 'Cuánto tiempo los guardamos',
          blocks: [
            {
              type: 'list',
              items: [
                'Los datos de la cuenta y tu actividad, mientras la cuenta esté abierta. Si la borras, los eliminamos o anonimizamos en un plazo máximo de 30 días, salvo lo que la ley nos obligue a conservar.',
                'Los datos de compras y facturación, durante los plazos que exige la ley (por ejemplo, seis años para la documentación contable).',
                'Los datos de participación en una recompensa, mientras dura el sorteo y, después, el tiempo necesario para entregar el premio y atender posibles reclamaciones.',
                'El correo de la persona que recibe un regalo, hasta que usa el enlace; después solo queda en el registro de la compra.',
                'Los registros técnicos de seguridad, durante un tiempo limitado y solo para ese fin.',
                'La huella cifrada de la línea del censo o del código con que te verificaste queda marcada como usada durante la campaña de ese censo, aunque borres tu cuenta, para que nadie pueda verificar dos cuentas con los mismos datos; no te identifica. Tu verificación se borra con tu cuenta.',
                [
                  'Lo que se guarda en tu propio dispositivo (tu sesión, la copia para usar la app sin conexión) se borra al cerrar sesión; lo explicamos en la ',
                  { text: 'política de cookies', to: '/cookies' },
                  '.',
                ],
              ],
            },
          ],
        },
        {
          id: 'privacy-recipients',
          title: 'Dónde están tus datos y quién más los trata',
          blocks: [
            {
              type: 'list',
              items: [
                'Guardamos los datos en servidores situados en la Unión Europea.',
                'Nos ayudan proveedores que tratan datos por cuenta nuestra y con contrato, como el alojamiento de los servidores y el envío de correos. Solo acceden a lo necesario para prestar ese servicio.',
                'El proveedor de pagos trata los datos de tu pago como responsable independiente, según su propia política de privacidad. Si transfiere datos fuera del Espacio Económico Europeo, debe hacerlo con las garantías que exige el RGPD.',
                'Si ganas un premio que entrega un partner, le comunicaremos solo los datos necesarios para la entrega, como indiquen las bases de la recompensa.',
                'No comunicamos datos a nadie más, salvo obligación legal (por ejemplo, un requerimiento judicial).',
              ],
            },
          ],
        },
        {
          id: 'privacy-minors',
          title: 'Menores',
          blocks: [
            {
              type: 'paragraph',
              content:
                'Chispa es para personas mayores de 14 años, la edad a partir de la cual la ley española permite consentir el tratamiento de los propios datos. Si sabemos que una cuenta es de alguien menor de 14 años, la cerraremos y borraremos sus datos.',
            },
          ],
        },
        {
          id: 'privacy-rights',
          title: 'Tus derechos',
          blocks: [
            { type: 'paragraph', content: 'Puedes ejercer en cualquier momento estos derechos:' },
            {
              type: 'list',
              items: [
                'Acceso: saber qué datos tuyos tratamos y obtener una copia. Desde tu perfil, «Descargar mis datos» te da al momento un archivo con todo lo que guardamos de ti: tu perfil y tus consentimientos con sus fechas, tus votos, tus participaciones con sus boletos, tus inscripciones con sus respuestas, tu historial de DIDs, tus avisos, tus suscripciones y los regalos. No incluye nada de otras personas: el correo de a quien regalaste aparece enmascarado.',
                'Rectificación: corregir los datos inexactos. Buena parte puedes cambiarlos tú mismo desde tu perfil.',
                'Supresión: borrar tu cuenta y tus datos. Desde tu perfil, «Eliminar mi cuenta» (te pedimos la contraseña otra vez) lo hace al momento: cierra tu sesión en todos tus dispositivos, cancela Chispa Premium si lo tienes y borra tu perfil, tu foto, tus datos de contacto de las inscripciones, tus avisos y lo pendiente de enviar en ese dispositivo. Se quedan, sin nada que te identifique, tus votos (siguen contando en los resultados) y los boletos de los sorteos ya celebrados (su seudónimo ya no lleva a nadie); los registros de pago, sin tu cuenta, el tiempo que exige la ley; y, si ganaste un premio que aún no se ha entregado, los datos de contacto del sorteo solo hasta entregarlo. Tu correo queda libre para volver a registrarte.',
                'Portabilidad: recibir los datos que nos diste en un formato estructurado y de uso común (el archivo de «Descargar mis datos» es JSON), o que se los enviemos a otro responsable.',
                'Oposición: oponerte a los tratamientos que se basan en nuestro interés legítimo.',
                'Limitación: pedir que dejemos de usar tus datos mientras se resuelve una reclamación.',
              ],
            },
            {
              type: 'paragraph',
              content: [
                'Para ejercerlos, escríbenos a ',
                email,
                ' desde el correo de tu cuenta (o dinos cuál es) e indica qué derecho quieres ejercer. Te responderemos en un plazo máximo de un mes. Si tenemos dudas razonables sobre tu identidad, podemos pedirte que la confirmes.',
              ],
            },
            {
              type: 'paragraph',
              content: [
                'Si crees que no hemos tratado bien tus datos, puedes reclamar ante la Agencia Española de Protección de Datos (',
                { text: 'www.aepd.es', href: 'https://www.aepd.es' },
                ').',
              ],
            },
          ],
        },
        {
          id: 'privacy-security',
          title: 'Seguridad',
          blocks: [
            {
              type: 'paragraph',
              content:
                'Las comunicaciones con Chispa van cifradas (HTTPS), las contraseñas se guardan con un hash irreversible y la sesión se renueva con una cookie que el código de la página no puede leer. Solo el personal que lo necesita para su trabajo accede a los datos.',
            },
          ],
        },
      ],
    },
    {
      id: 'cookies',
      title: '6. Cookies',
      blocks: [
        {
          type: 'paragraph',
          content: [
            'Chispa solo usa el almacenamiento técnico imprescindible para funcionar, sin analítica ni publicidad de terceros. Lo explicamos en la ',
            { text: 'política de cookies', to: '/cookies' },
            '.',
          ],
        },
      ],
    },
    {
      id: 'changes',
      title: '7. Cambios en este documento',
      blocks: [
        {
          type: 'paragraph',
          content:
            'Si cambiamos este documento, actualizaremos la fecha del principio. Si el cambio es importante, te avisaremos antes en la app o por correo.',
        },
      ],
    },
  ],
};
