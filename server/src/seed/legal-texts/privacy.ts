import type { LegalSource } from './authoring';

/** La política de privacidad (RGPD): responsable, datos, finalidades, plazos, destinatarios y derechos. Seeded as its first version (from the app's former texts); editors own it from then on. */
export const privacyText: Record<'es' | 'en', LegalSource> = {
  es: {
    title: 'Política de privacidad',
    intro: [
      {
        type: 'paragraph',
        content:
          'Aquí explicamos qué datos personales trata Chispa, para qué y qué derechos tienes. Aplicamos el Reglamento General de Protección de Datos (RGPD) y la Ley Orgánica 3/2018 de Protección de Datos Personales.',
      },
    ],
    sections: [
      {
        title: 'Responsable',
        blocks: [
          {
            type: 'list',
            items: [
              [
                {
                  bold: 'Responsable del tratamiento: ',
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
                  bold: 'Correo para protección de datos: ',
                },
                {
                  text: '{{privacyEmail}}',
                  href: 'mailto:{{privacyEmail}}',
                },
              ],
            ],
          },
          {
            type: 'paragraph',
            content: [
              'Delegado de protección de datos: puedes escribirle a ',
              {
                text: '{{dpo}}',
                href: 'mailto:{{dpo}}',
              },
              '.',
            ],
          },
        ],
      },
      {
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
              'Textos legales: qué versión de las condiciones de uso y de la política de privacidad aceptaste, en qué idioma y cuándo (al registrarte y cada vez que te pedimos aceptar un cambio importante).',
              'Comunicaciones de accesibilidad: si nos comunicas una barrera de accesibilidad, lo que escribes, la página y, si nos lo das, tu correo para responderte. No hace falta tener cuenta.',
            ],
          },
        ],
      },
      {
        title: 'Para qué los usamos y con qué base legal',
        blocks: [
          {
            type: 'table',
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
              [
                'Guardar qué versión de las condiciones y de la política de privacidad aceptaste, para poder demostrarlo y pedirte que aceptes los cambios importantes.',
                'Obligación legal de poder demostrar el consentimiento y la aceptación (art. 6.1.c y art. 7.1).',
              ],
              [
                'Atender las comunicaciones de barreras de accesibilidad y responderte.',
                'Obligación legal de atender estas comunicaciones (Real Decreto 1112/2018, art. 10 y 12) o interés legítimo en que Chispa sea accesible (art. 6.1.c o 6.1.f).',
              ],
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
        title: 'Cuánto tiempo los guardamos',
        blocks: [
          {
            type: 'list',
            items: [
              'Los datos de la cuenta y tu actividad, mientras la cuenta esté abierta. Si la borras, los eliminamos o anonimizamos en un plazo máximo de 30 días, salvo lo que la ley nos obligue a conservar.',
              'Qué versiones de los textos legales aceptaste, mientras la cuenta esté abierta; se borran con ella.',
              'Las comunicaciones de barreras de accesibilidad, dos años, y después se borran solas.',
              'Los datos de compras y facturación, durante los plazos que exige la ley (por ejemplo, seis años para la documentación contable).',
              'Los datos de participación en una recompensa, mientras dura el sorteo y, después, el tiempo necesario para entregar el premio y atender posibles reclamaciones.',
              'El correo de la persona que recibe un regalo, hasta que usa el enlace; después solo queda en el registro de la compra.',
              'Los registros técnicos de seguridad, durante un tiempo limitado y solo para ese fin.',
              'La huella cifrada de la línea del censo o del código con que te verificaste queda marcada como usada durante la campaña de ese censo, aunque borres tu cuenta, para que nadie pueda verificar dos cuentas con los mismos datos; no te identifica. Tu verificación se borra con tu cuenta.',
              [
                'Lo que se guarda en tu propio dispositivo (tu sesión, la copia para usar la app sin conexión) se borra al cerrar sesión; lo explicamos en la ',
                {
                  text: 'política de cookies',
                  href: '/cookies',
                },
                '.',
              ],
            ],
          },
        ],
      },
      {
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
        title: 'Tus derechos',
        blocks: [
          {
            type: 'paragraph',
            content: 'Puedes ejercer en cualquier momento estos derechos:',
          },
          {
            type: 'list',
            items: [
              'Acceso: saber qué datos tuyos tratamos y obtener una copia. Desde tu perfil, «Descargar mis datos» te da al momento un archivo con todo lo que guardamos de ti: tu perfil y tus consentimientos con sus fechas, tus votos, tus participaciones con sus boletos, tus inscripciones con sus respuestas, tu historial de DIDs, tus avisos, tus suscripciones, los regalos y qué versiones de los textos legales aceptaste. No incluye nada de otras personas: el correo de a quien regalaste aparece enmascarado.',
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
              {
                text: '{{privacyEmail}}',
                href: 'mailto:{{privacyEmail}}',
              },
              ' desde el correo de tu cuenta (o dinos cuál es) e indica qué derecho quieres ejercer. Te responderemos en un plazo máximo de un mes. Si tenemos dudas razonables sobre tu identidad, podemos pedirte que la confirmes.',
            ],
          },
          {
            type: 'paragraph',
            content: [
              'Si crees que no hemos tratado bien tus datos, puedes reclamar ante la Agencia Española de Protección de Datos (',
              {
                text: 'www.aepd.es',
                href: 'https://www.aepd.es',
              },
              ').',
            ],
          },
        ],
      },
      {
        title: 'Seguridad',
        blocks: [
          {
            type: 'paragraph',
            content:
              'Las comunicaciones con Chispa van cifradas (HTTPS), las contraseñas se guardan con un hash irreversible y la sesión se renueva con una cookie que el código de la página no puede leer. Solo el personal que lo necesita para su trabajo accede a los datos.',
          },
        ],
      },
      {
        title: 'Cookies',
        blocks: [
          {
            type: 'paragraph',
            content: [
              'Chispa solo usa el almacenamiento técnico imprescindible para funcionar, sin analítica ni publicidad de terceros. Lo explicamos en la ',
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
        title: 'Cambios en esta política',
        blocks: [
          {
            type: 'paragraph',
            content:
              'Cada versión publicada de esta política queda guardada con su fecha, y puedes leer las anteriores desde esta página. Si un cambio es importante, te lo explicaremos y te pediremos que lo aceptes la próxima vez que entres en Chispa.',
          },
        ],
      },
    ],
  },
  en: {
    title: 'Privacy policy',
    intro: [
      {
        type: 'paragraph',
        content:
          'Here we explain which personal data Chispa processes, what for, and what rights you have. We apply the General Data Protection Regulation (GDPR) and Spain’s Organic Law 3/2018 on Personal Data Protection.',
      },
    ],
    sections: [
      {
        title: 'Controller',
        blocks: [
          {
            type: 'list',
            items: [
              [
                {
                  bold: 'Controller: ',
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
                  bold: 'Address: ',
                },
                '{{address}}',
              ],
              [
                {
                  bold: 'Data protection e-mail: ',
                },
                {
                  text: '{{privacyEmail}}',
                  href: 'mailto:{{privacyEmail}}',
                },
              ],
            ],
          },
          {
            type: 'paragraph',
            content: [
              'Data protection officer: you can write to them at ',
              {
                text: '{{dpo}}',
                href: 'mailto:{{dpo}}',
              },
              '.',
            ],
          },
        ],
      },
      {
        title: 'What data we keep',
        blocks: [
          {
            type: 'list',
            items: [
              'Account: first name, last name, e-mail address and password (stored as an irreversible hash, never as typed), your referral code and, if someone invited you, who it was, and the date you accepted the terms and the privacy policy.',
              'Profile, if you choose to fill it in: city, country, gender, date of birth and profile picture.',
              'Activity: the votes you cast, your DIDs history (what you earn and spend), the projects and news you share, and your entries in rewards, with the details of sign-up forms (for example city, phone and the option chosen).',
              'Files you upload: your profile picture.',
              'Subscriptions and gifts: the kind of purchase, its state and dates, the payment reference and, for gifts, the e-mail address of the person receiving it. Payment details (card, account) are handled by the payment provider, not by Chispa.',
              'Technical data: what is needed to keep your session open and secure and to protect the service (for example, server access logs).',
              'Verification, if you verify: how (census or invitation code) and when, and your declaration of being 14 or older. We do not keep your document number or birth date: of the organiser’s census we keep only an encrypted fingerprint of each line, and mark the one you used.',
              'Legal texts: which version of the terms of use and of the privacy policy you accepted, in which language and when (when you signed up and each time we asked you to accept a significant change).',
              'Accessibility reports: if you report an accessibility barrier, what you write, the page and, if you give it, your e-mail address so we can answer. No account is needed.',
            ],
          },
        ],
      },
      {
        title: 'Why we use it and on what legal basis',
        blocks: [
          {
            type: 'table',
            head: ['Purpose', 'Legal basis (GDPR)'],
            rows: [
              [
                'Creating and running your account, recording your votes, DIDs and entries, and sending you the service’s e-mails (activating the account, changing the password).',
                'Performance of the contract you accept when you sign up (Art. 6(1)(b)).',
              ],
              ['Running Chispa Premium and gifts, and charging for them through the payment provider.', 'Performance of the contract (Art. 6(1)(b)).'],
              ['Sending a gift’s invitation to the person receiving it.', 'Legitimate interest of the giver and the recipient (Art. 6(1)(f)).'],
              ['Running prize draws, checking that their terms are met and contacting the winners.', 'Performance of the terms of the reward you enter (Art. 6(1)(b)).'],
              [
                'Preventing fraud and abuse (duplicate accounts, automated votes) and keeping the service secure.',
                'Legitimate interest in protecting the service and its members (Art. 6(1)(f)).',
              ],
              [
                'Checking, when a vote or a draw asks for it, that you are a resident (census) or received an invitation, so that each person counts once.',
                'A task in the public interest, or the organiser’s legitimate interest in a result that counts each resident once (art. 6.1.e or 6.1.f).',
              ],
              ['Keeping invoices and meeting other legal obligations.', 'Legal obligation (Art. 6(1)(c)).'],
              [
                'Keeping which version of the terms and of the privacy policy you accepted, to be able to show it and to ask you to accept significant changes.',
                'Legal obligation to be able to show consent and acceptance (Art. 6(1)(c) and Art. 7(1)).',
              ],
              [
                'Handling accessibility barrier reports and answering you.',
                'Legal obligation to handle these reports (Royal Decree 1112/2018, Arts. 10 and 12) or legitimate interest in Chispa being accessible (Art. 6(1)(c) or 6(1)(f)).',
              ],
            ],
          },
          {
            type: 'paragraph',
            content: 'We do not use your data for advertising or to build commercial profiles, we will not send you marketing without your consent, and we do not sell your data.',
          },
        ],
      },
      {
        title: 'How long we keep it',
        blocks: [
          {
            type: 'list',
            items: [
              'Account data and your activity, while the account is open. If you delete it, we erase or anonymise them within 30 days, except what the law requires us to keep.',
              'Which versions of the legal texts you accepted, while the account is open; they are deleted with it.',
              'Accessibility barrier reports, two years; then they are deleted automatically.',
              'Purchase and billing data, for the periods the law requires (for example, six years for accounting records).',
              'Data about an entry in a reward, while the draw lasts and afterwards for as long as needed to deliver the prize and handle any claims.',
              'The e-mail address of a gift’s recipient, until they use the link; afterwards it stays only in the purchase record.',
              'Technical security logs, for a limited time and for that purpose only.',
              'The encrypted fingerprint of the census line or code you verified with stays marked as used for that census’s campaign, even if you delete your account, so that nobody can verify two accounts with the same details; it does not identify you. Your verification is deleted with your account.',
              [
                'What is stored on your own device (your session, the copy that lets the app work offline) is deleted when you log out; the ',
                {
                  text: 'cookie policy',
                  href: '/cookies',
                },
                ' explains it.',
              ],
            ],
          },
        ],
      },
      {
        title: 'Where your data is and who else handles it',
        blocks: [
          {
            type: 'list',
            items: [
              'We store the data on servers located in the European Union.',
              'Providers that process data on our behalf and under contract help us, such as server hosting and e-mail delivery. They only access what they need to provide that service.',
              'The payment provider processes your payment details as an independent controller, under its own privacy policy. If it transfers data outside the European Economic Area, it must do so with the safeguards the GDPR requires.',
              'If you win a prize delivered by a partner, we will pass on only the details needed for the delivery, as the reward’s terms state.',
              'We share data with no one else, unless the law requires it (for example, a court order).',
            ],
          },
        ],
      },
      {
        title: 'Minors',
        blocks: [
          {
            type: 'paragraph',
            content:
              'Chispa is for people over 14, the age from which Spanish law lets people consent to the processing of their own data. If we learn that an account belongs to someone under 14, we will close it and delete their data.',
          },
        ],
      },
      {
        title: 'Your rights',
        blocks: [
          {
            type: 'paragraph',
            content: 'You can exercise these rights at any time:',
          },
          {
            type: 'list',
            items: [
              'Access: find out which of your data we process and get a copy. On your profile, “Download my data” gives you at once a file with everything we keep about you: your profile and your consents with their dates, your votes, your draw entries with their tickets, your sign-ups with their answers, your DIDs history, your notifications, your subscriptions and gifts, and which versions of the legal texts you accepted. It holds nothing about other people: the address of someone you gave a gift to is masked.',
              'Rectification: correct inaccurate data. You can change much of it yourself from your profile.',
              'Erasure: delete your account and your data. On your profile, “Delete my account” (we ask for your password again) does it at once: it signs you out on all your devices, cancels Chispa Premium if you have it, and erases your profile, your picture, your contact details in sign-ups, your notifications and whatever that device still had waiting to be sent. What stays, with nothing that identifies you: your votes (they still count in the results) and the tickets of draws already held (their pseudonym no longer leads to anyone); payment records, without your account, for as long as the law requires; and, if you won a prize not yet delivered, the draw’s contact details only until it is delivered. Your address is free to sign up again.',
              'Portability: receive the data you gave us in a structured, commonly used format (the file from “Download my data” is JSON), or have us send it to another controller.',
              'Objection: object to processing based on our legitimate interest.',
              'Restriction: ask us to stop using your data while a complaint is being resolved.',
            ],
          },
          {
            type: 'paragraph',
            content: [
              'To exercise them, write to ',
              {
                text: '{{privacyEmail}}',
                href: 'mailto:{{privacyEmail}}',
              },
              ' from your account’s e-mail address (or tell us which it is) and say which right you want to exercise. We will answer within one month at most. If we have reasonable doubts about your identity, we may ask you to confirm it.',
            ],
          },
          {
            type: 'paragraph',
            content: [
              'If you believe we have not handled your data properly, you can complain to the Spanish Data Protection Agency (',
              {
                text: 'www.aepd.es',
                href: 'https://www.aepd.es',
              },
              ').',
            ],
          },
        ],
      },
      {
        title: 'Security',
        blocks: [
          {
            type: 'paragraph',
            content:
              'Connections to Chispa are encrypted (HTTPS), passwords are stored as an irreversible hash and the session is renewed with a cookie that the page’s code cannot read. Only staff who need it for their work can access the data.',
          },
        ],
      },
      {
        title: 'Cookies',
        blocks: [
          {
            type: 'paragraph',
            content: [
              'Chispa only uses the technical storage it needs to work, with no third-party analytics or advertising. The ',
              {
                text: 'cookie policy',
                href: '/cookies',
              },
              ' explains it.',
            ],
          },
        ],
      },
      {
        title: 'Changes to this policy',
        blocks: [
          {
            type: 'paragraph',
            content:
              'Every published version of this policy is kept with its date, and you can read the earlier ones from this page. If a change is significant, we will explain it and ask you to accept it the next time you open Chispa.',
          },
        ],
      },
    ],
  },
};
