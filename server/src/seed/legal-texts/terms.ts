import type { LegalSource } from './authoring';

/** Las condiciones de uso, con Premium, los regalos y las recompensas. Seeded as its first version (from the app's former texts); editors own it from then on. */
export const termsText: Record<'es' | 'en', LegalSource> = {
  es: {
    title: 'Condiciones de uso',
    intro: [
      {
        type: 'paragraph',
        content: [
          'Estas condiciones regulan el uso de Chispa, que presta {{legalName}} (mira el ',
          {
            text: 'aviso legal',
            href: '/legal#legal-notice',
          },
          '). Al crear una cuenta las aceptas, así que te pedimos que las leas con calma.',
        ],
      },
    ],
    sections: [
      {
        title: 'Tu cuenta',
        blocks: [
          {
            type: 'list',
            items: [
              'Para usar Chispa debes tener más de 14 años.',
              'Cada persona puede tener una sola cuenta, a su nombre y con datos verdaderos.',
              'Tu contraseña es personal: no la compartas. Si crees que alguien la conoce, cámbiala desde tu perfil.',
              [
                'Puedes dejar de usar Chispa cuando quieras y borrar tu cuenta desde tu perfil (mira ',
                {
                  text: 'Tus derechos',
                  href: '/legal#privacy',
                },
                ').',
              ],
            ],
          },
        ],
      },
      {
        title: 'Cómo usar Chispa',
        blocks: [
          {
            type: 'paragraph',
            content: 'Te pedimos que uses Chispa de buena fe. En particular, no está permitido:',
          },
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
        title: 'Chispa Premium y regalos',
        blocks: [
          {
            type: 'paragraph',
            content:
              'Chispa Premium es una suscripción de pago que se renueva cada mes. El pago se hace en la página segura de un proveedor de pagos externo: Chispa no ve ni guarda los datos de tu tarjeta, solo recibe la confirmación del pago y una referencia.',
          },
          {
            type: 'paragraph',
            content:
              'Con Premium sostienes Chispa: la app sigue siendo gratuita y sin anuncios para todo el barrio. Premium es una cuota de apoyo: no da votos ni DIDs de más y nunca compra participaciones en un sorteo. Antes de pagar verás el precio con impuestos, cada cuánto se cobra y lo que incluye. La suscripción se renueva sola hasta que la canceles.',
          },
          {
            type: 'paragraph',
            content:
              'Puedes cancelarla desde tu perfil cuando quieras: sigues teniendo Premium hasta el final del periodo pagado y no se te cobra ninguna renovación más. Si una renovación no se puede cobrar, dejas de tener Premium cuando acaba el periodo pagado, hasta que se cobre. Desde tu perfil llegas también a la página del proveedor de pagos para cambiar tu forma de pago y ver tus facturas.',
          },
          {
            type: 'paragraph',
            content:
              'Derecho de desistimiento: como consumidor, tienes 14 días naturales desde la contratación para desistir sin dar explicaciones. Al pagar nos pides que Premium empiece en el acto y reconoces que, si desistes, se te devolverá la parte proporcional al tiempo que falte del periodo pagado. Puedes desistir desde tu perfil o escribiéndonos a {{contactEmail}}; te devolveremos el importe por el mismo medio de pago en un plazo máximo de 14 días.',
          },
          {
            type: 'paragraph',
            content:
              'Un regalo también se puede desistir en los 14 días siguientes a su pago mientras nadie lo haya recibido: se devuelve todo y su enlace deja de funcionar. Cuando se aplica a una cuenta o se canjea, el regalo queda entregado y el derecho de desistimiento termina, como se indica al pagarlo.',
          },
          {
            type: 'paragraph',
            content:
              'Para desistir basta con decírnoslo de forma inequívoca: desde tu perfil, por correo o con este modelo de formulario de desistimiento (no es obligatorio usarlo). Te confirmaremos por correo, sin demora, que hemos recibido tu desistimiento.',
          },
          {
            type: 'list',
            items: [
              'A la atención de {{legalName}}, {{address}}, {{contactEmail}}:',
              'Por la presente le comunico/comunicamos (*) que desisto de mi/desistimos de nuestro (*) contrato de prestación del siguiente servicio (*): Chispa Premium / regalo de Chispa Premium.',
              'Contratado el (*): [fecha]',
              'Nombre del consumidor o de los consumidores: [nombre]',
              'Domicilio del consumidor o de los consumidores: [domicilio]',
              'Firma del consumidor o de los consumidores (solo si el presente formulario se presenta en papel)',
              'Fecha: [fecha]',
              '(*) Táchese lo que no proceda.',
            ],
          },
          {
            type: 'paragraph',
            content: 'Por cada pago recibirás por correo un recibo o factura con el importe, los impuestos y nuestros datos.',
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
              {
                text: '{{contactEmail}}',
                href: 'mailto:{{contactEmail}}',
              },
              ' y lo revisaremos. Además, conservas todos los derechos que la normativa de consumo te reconoce en las compras en línea.',
            ],
          },
        ],
      },
      {
        title: 'Recompensas y sorteos',
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
        title: 'Cambios en estas condiciones',
        blocks: [
          {
            type: 'paragraph',
            content:
              'Podemos mejorar o cambiar el servicio y estas condiciones. Cada versión publicada queda guardada con su fecha, y puedes leer las anteriores desde esta página. Si un cambio te afecta de forma importante, te lo explicaremos y te pediremos que lo aceptes la próxima vez que entres en Chispa; si no lo aceptas, puedes dejar de usar Chispa y borrar tu cuenta.',
          },
        ],
      },
      {
        title: 'Ley aplicable',
        blocks: [
          {
            type: 'paragraph',
            content:
              'Estas condiciones se rigen por la ley española. Si eres consumidor, conservas los derechos que te reconoce la ley de tu país de residencia y puedes acudir a los tribunales de tu domicilio.',
          },
        ],
      },
    ],
  },
  en: {
    title: 'Terms of use',
    intro: [
      {
        type: 'paragraph',
        content: [
          'These terms govern the use of Chispa, provided by {{legalName}} (see the ',
          {
            text: 'legal notice',
            href: '/legal#legal-notice',
          },
          '). By creating an account you accept them, so please take the time to read them.',
        ],
      },
    ],
    sections: [
      {
        title: 'Your account',
        blocks: [
          {
            type: 'list',
            items: [
              'You must be over 14 to use Chispa.',
              'Each person may have one account only, in their own name and with true details.',
              'Your password is yours alone: do not share it. If you think someone knows it, change it from your profile.',
              [
                'You can stop using Chispa whenever you like and delete your account from your profile (see ',
                {
                  text: 'Your rights',
                  href: '/legal#privacy',
                },
                ').',
              ],
            ],
          },
        ],
      },
      {
        title: 'Using Chispa',
        blocks: [
          {
            type: 'paragraph',
            content: 'We ask you to use Chispa in good faith. In particular, you may not:',
          },
          {
            type: 'list',
            items: [
              'create several accounts or use automated programs to vote, collect DIDs or take part in rewards;',
              'upload pictures that are not yours, that are illegal or offensive, or that show other people without their permission;',
              'try to get into other people’s accounts or data, or disrupt the service.',
            ],
          },
          {
            type: 'paragraph',
            content:
              'If someone breaks these terms, we may cancel votes, DIDs or participations obtained improperly and suspend or close their account. We will explain why first and let them give their side, unless we must act at once to protect other people or the service.',
          },
        ],
      },
      {
        title: 'Votes and DIDs',
        blocks: [
          {
            type: 'list',
            items: [
              'You can vote on each project once while its vote is open; a vote cannot be changed.',
              'DIDs are points you earn by completing challenges and can use to take part in rewards. They have no cash value: they cannot be exchanged for money or passed to someone else.',
              'If you receive DIDs through a mistake of ours or improperly, we may correct your balance.',
            ],
          },
        ],
      },
      {
        title: 'Content',
        blocks: [
          {
            type: 'list',
            items: [
              'The texts, pictures and videos of projects and partners (the “igniters”) belong to their authors or to Chispa. You may view and share them from the app, but not copy them for other purposes without permission.',
              'The profile picture you upload remains yours; you allow us to store it and show it within Chispa for as long as it is on your profile.',
              'Each project is presented by its promoter. We review what we publish, but each promoter is responsible for the information about their project and for delivering what it promises.',
            ],
          },
        ],
      },
      {
        title: 'Chispa Premium and gifts',
        blocks: [
          {
            type: 'paragraph',
            content:
              'Chispa Premium is a paid subscription that renews every month. Payment takes place on the secure page of an external payment provider: Chispa never sees or stores your card details, it only receives the payment’s confirmation and a reference.',
          },
          {
            type: 'paragraph',
            content:
              'With Premium you keep Chispa going: the app stays free and ad-free for the whole neighbourhood. Premium is a supporter membership: it gives no extra votes or DIDs and never buys entries in a draw. Before you pay you will see the price with taxes, how often it is charged and what it includes. The subscription renews by itself until you cancel it.',
          },
          {
            type: 'paragraph',
            content:
              'You can cancel it from your profile at any time: you keep Premium until the end of the paid period and no further renewal is charged. If a renewal cannot be charged, you no longer have Premium once the paid period ends, until it is paid. From your profile you also reach the payment provider’s page to change your payment method and see your invoices.',
          },
          {
            type: 'paragraph',
            content:
              'Right of withdrawal: as a consumer, you have 14 days from the purchase to withdraw without giving any reason. When you pay you ask us to start Premium at once and acknowledge that, if you withdraw, you will be refunded the part of the paid period still to run. You can withdraw from your profile or by writing to {{contactEmail}}; we will refund you through the same means of payment within 14 days at most.',
          },
          {
            type: 'paragraph',
            content:
              'A gift can also be withdrawn within 14 days of its payment while nobody has received it: everything is refunded and its link stops working. Once it is applied to an account or redeemed, the gift has been delivered and the right of withdrawal ends, as stated when you pay for it.',
          },
          {
            type: 'paragraph',
            content:
              'To withdraw, it is enough to tell us unequivocally: from your profile, by e-mail or with this model withdrawal form (you do not have to use it). We will confirm by e-mail, without delay, that we have received your withdrawal.',
          },
          {
            type: 'list',
            items: [
              'To {{legalName}}, {{address}}, {{contactEmail}}:',
              'I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract for the provision of the following service: Chispa Premium / a gift of Chispa Premium.',
              'Ordered on (*): [date]',
              'Name of consumer(s): [name]',
              'Address of consumer(s): [address]',
              'Signature of consumer(s) (only if this form is notified on paper)',
              'Date: [date]',
              '(*) Delete as appropriate.',
            ],
          },
          {
            type: 'paragraph',
            content: 'For every payment you will receive a receipt or invoice by e-mail with the amount, the taxes and our details.',
          },
          {
            type: 'paragraph',
            content:
              'Gifts (“La que toca”): you can give Chispa Premium to someone else with a one-off payment. You enter their e-mail address and, once the payment is made: if they already have a Chispa account with that address, the gift is applied to it at once and we tell them by e-mail; if not, we send them a link to create their account with Premium included (it works once). A gift gives a year of Premium from when it is applied or redeemed, and does not renew. We use that address only to deliver the gift: enter only the address of someone you know will want to receive it.',
          },
          {
            type: 'paragraph',
            content: [
              'If you have a problem with a payment, write to us at ',
              {
                text: '{{contactEmail}}',
                href: 'mailto:{{contactEmail}}',
              },
              ' and we will look into it. You also keep every right that consumer law gives you for online purchases.',
            ],
          },
        ],
      },
      {
        title: 'Rewards and prize draws',
        blocks: [
          {
            type: 'paragraph',
            content:
              'Some projects have a reward: a prize draw or a prize linked to the project. These are the general rules; each reward also has its own terms, which you can read from its page and which prevail wherever they say something different.',
          },
          {
            type: 'list',
            items: [
              'Taking part is free: DIDs are earned by completing challenges, without paying anything.',
              'Depending on the reward, you take part by using DIDs (each entry costs the DIDs the reward states, and you can ask for 1 to 5 at a time) or by filling in a sign-up form.',
              'You can only take part within the reward’s dates and while the project is active. For rewards paid with DIDs, you must also have voted on the project.',
              'The DIDs you use are taken from your balance when you take part.',
              'Winners are chosen as each reward’s terms say. If you win, we will write to your account’s e-mail address; if you do not answer within the time the terms set, the prize may go to someone else.',
              'If you are under 18, we may ask your parent or guardian to authorise the delivery of the prize.',
              'Entries obtained by cheating (several accounts, automated programs or other abuse) are excluded.',
            ],
          },
        ],
      },
      {
        title: 'Changes to these terms',
        blocks: [
          {
            type: 'paragraph',
            content:
              'We may improve or change the service and these terms. Every published version is kept with its date, and you can read the earlier ones from this page. If a change affects you significantly, we will explain it and ask you to accept it the next time you open Chispa; if you do not accept it, you may stop using Chispa and delete your account.',
          },
        ],
      },
      {
        title: 'Applicable law',
        blocks: [
          {
            type: 'paragraph',
            content:
              'These terms are governed by Spanish law. If you are a consumer, you keep the rights that the law of your country of residence gives you and may go to the courts where you live.',
          },
        ],
      },
    ],
  },
};
