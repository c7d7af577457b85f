/** What the app shows of a rich-text field (src/lib/rich-text.tsx): all the blocks editor offers. */
const RICH_TEXT =
  'La app muestra todo lo que ofrece este editor: párrafos, títulos (un nivel por debajo del título de la página), listas, citas, bloques de código, imágenes de la biblioteca de medios (con el texto alternativo que tengan al insertarlas), enlaces y estilos de texto.';

/** The choices of every "who may take part" field (lib/eligibility/requirements.ts). */
const REQUIREMENT = 'anyMember: cualquier miembro; verified: verificado por censo o por código; census: verificado por el censo; code: verificado con código de invitación.';

/**
 * The project type's hint, and its wording before issue 52 (which said nothing of DIDs entries nor of the options' names). The
 * new one must not contain the old, or every boot would replace it again.
 */
const PROJECT_TYPE_BEFORE_52 = 'Tipo: «humans» y «others» se votan a favor o en contra; «lookwhat» elige entre la opción 1 y la 2; «form» lleva a la inscripción del premio en lugar de votar.';
const PROJECT_TYPE =
  'Tipo: «humans» y «others» se votan a favor o en contra (solo el premio de un proyecto «humans» admite participaciones con DIDs); «lookwhat» elige entre dos opciones, con el nombre de cada una en «option1_label» y «option2_label»; «form» lleva a la inscripción del premio en lugar de votar.';

/**
 * Wordings of ours that earlier boots wrote and that are no longer true, each with what replaces it:
 * a description that still holds one gets the new wording (write-hints.ts), the rest of it kept.
 */
export const SUPERSEDED_DESCRIPTIONS: ReadonlyArray<readonly [string, string]> = [
  [
    'La app muestra párrafos, títulos (un nivel por debajo del título de la página), listas, citas, enlaces y estilos de texto; no muestra las imágenes ni los bloques de código de este editor.',
    RICH_TEXT,
  ],
  [PROJECT_TYPE_BEFORE_52, PROJECT_TYPE],
];

/**
 * What the admin panel says under each field, in the editors' language, Spanish. Every field of every
 * content type an editor opens, and of every component, has one (tests/server/admin-field-hints.test.ts):
 * a new field gets its line here, under its type's uid or its component's ("category.name"). The project's voting fields keep their English half: their rules are the most asked about.
 */
export const FIELD_DESCRIPTIONS: Record<string, Record<string, string>> = {
  'api::project.project': {
    name: 'Nombre del proyecto, como lo ven los miembros en la tarjeta y en su página.',
    subtitle: 'Frase corta bajo el nombre, en la tarjeta y en la página.',
    subtitleExtraInfo: 'Dato breve que acompaña al subtítulo en la página del proyecto.',
    extract: 'Resumen de la tarjeta: dos o tres frases.',
    supportText: 'Llamada a votar que se muestra junto a los botones de voto.',
    location: 'Lugar del proyecto (ciudad o barrio), visible en la tarjeta.',
    mainImage: 'Imagen de la tarjeta y de la cabecera de la página; mejor apaisada, de unos 1600 px de ancho.',
    gallery: 'Galería de imágenes de la página del proyecto.',
    images: 'Otras imágenes del proyecto, en la página tras la galería.',
    videoUrl: 'Dirección de un vídeo de Vimeo (https://vimeo.com/…). Se muestra como póster hasta que el miembro lo reproduce.',
    description_rt: `Texto de la página del proyecto. ${RICH_TEXT}`,
    voting_start: 'Primer día de votación (hora de Madrid). First day of voting (Madrid time).',
    voting_end:
      'Día de fin, no incluido: la votación cierra a las 00:00 (Madrid) del día anterior. Con fin el 15 de mayo, el último día para votar es el 13. ' +
      'End day, not included: voting closes at 00:00 (Madrid) the day before. With an end on 15 May, 13 May is the last day to vote.',
    results_visibility:
      'Cuándo se ven los apoyos: al cerrar la votación (por defecto), en directo durante la votación, o nunca. ' +
      'When the tallies show: once voting closes (default), live during voting, or never.',
    voteRequirement: `Quién puede votar este proyecto. ${REQUIREMENT}`,
    project_start: 'Día en que empieza el proyecto (informativo).',
    project_end: 'Día en que termina el proyecto (informativo).',
    currentstatus:
      'Estado: solo «published» deja votar, entre las fechas de votación; «comingSoon» muestra la tarjeta sin voto ni premio; los demás muestran el proyecto sin voto.',
    project_type: PROJECT_TYPE,
    option1_label:
      'Solo «lookwhat», y obligatorio para publicarlo: el nombre de la opción 1, corto (p. ej. «Cómics»), en cada idioma. Es el texto de su botón, lo que lee un lector de pantalla, el resultado («El barrio ha elegido: …»), la vista previa del enlace y la columna del CSV. ' +
      'Lookwhat only, required to publish: option 1’s name, short, in each language.',
    option2_label:
      'Solo «lookwhat», y obligatorio para publicarlo: el nombre de la opción 2, corto (p. ej. «Divulgación científica»), en cada idioma; se muestra como el de la opción 1. ' +
      'Lookwhat only, required to publish: option 2’s name, short, in each language.',
    card_visible: 'Si está desmarcado, el proyecto no sale en el carrusel de la portada.',
    position:
      'Orden en la portada y en /projects: de menor a mayor número (se admiten negativos); a igual número, del más antiguo al más nuevo. Por defecto 0. En la portada, las votaciones abiertas van siempre primero.',
    partner: 'El impulsor (partner) que lleva el proyecto.',
    reward: 'El sorteo asociado: los miembros gastan DIDs en él desde la página del proyecto.',
  },
  'api::reward.reward': {
    title: 'Nombre del premio, como lo ven los miembros.',
    text: 'Qué se sortea y cómo se entrega.',
    image: 'Imagen grande de la página del premio.',
    thumbnailImage: 'Imagen pequeña, en la tarjeta del proyecto.',
    cost: 'DIDs que cuesta cada participación.',
    start_date: 'Desde cuándo se puede participar.',
    end_date: 'Hasta cuándo se puede participar. El sorteo se hace en esta fecha, o en la del sorteo si es posterior.',
    draw_date: 'Fecha del sorteo, si es posterior al fin de las participaciones. Vacía: se sortea al terminar.',
    prizes: 'Cuántos premios se sortean, de 1 a 100 (vacío: uno). Un miembro gana como mucho una vez.',
    terms_conditions: `Bases del sorteo, en /rewards/…/terms. ${RICH_TEXT}`,
    signupQuestions:
      'Preguntas del formulario de inscripción (solo si el proyecto es de tipo «form»), iguales en todos los idiomas. Un premio nuevo empieza con las de siempre; sin ninguna, se hacen esas: ciudad, teléfono, opción 1 o 2 y, con la opción 2, nombre, año y desplazamiento. Las bases y la privacidad se piden siempre.',
    project: 'El proyecto al que pertenece el premio.',
    entryRequirement: `Quién puede participar en el sorteo con DIDs. ${REQUIREMENT}`,
    signupRequirement: `Quién puede inscribirse con el formulario. ${REQUIREMENT}`,
  },
  'signup.question': {
    key: 'Clave única de la pregunta en este premio: letras y números sin acentos ni espacios, empezando por minúscula (p. ej. «ciudad»). Las claves city, phone, option, name, year y location también rellenan sus columnas de la inscripción.',
    label: 'La pregunta, en español (también para catalán y francés).',
    labelEn: 'La pregunta en inglés; vacía, se muestra en español.',
    kind: 'Tipo de respuesta: text (texto), phone (teléfono), number (número entero), choice (una respuesta de una lista) o checkbox (casilla).',
    required: 'Si está marcada, hay que responder; en una casilla, marcarla.',
    minLength: 'Solo text y phone: mínimo de caracteres (vacío: sin mínimo).',
    maxLength: 'Solo text y phone: máximo de caracteres, hasta 1000 (vacío: 1000).',
    min: 'Solo number: el número más bajo admitido (vacío: sin límite).',
    max: 'Solo number: el número más alto admitido (vacío: sin límite).',
    choices: 'Solo choice: una respuesta por línea, «valor | texto en español | texto en inglés», p. ej. «1 | Vengo por mi cuenta | I will come on my own». El valor es lo que se guarda.',
    showWhen: 'Opcional: la pregunta solo se hace cuando una pregunta anterior (choice o checkbox) tiene esa respuesta, escrito clave=valor, p. ej. «option=2» o «acompanado=true». Si no se hace, su respuesta no se guarda.',
  },
  'api::challenge.challenge': {
    title: 'Nombre del reto.',
    description: 'Qué hay que hacer para ganar los DIDs.',
    imagePath: 'Imagen del reto en /challenges.',
    dids: 'DIDs que gana el miembro cada vez que lo cumple.',
    kind: 'Qué acción paga el servidor. Solo puede haber un reto de cada tipo.',
  },
  'api::partner.partner': {
    name: 'Nombre del impulsor.',
    imagePath: 'Logotipo o imagen del impulsor.',
    description_rt: `Presentación del impulsor en su página. ${RICH_TEXT}`,
    projects: 'Proyectos que lleva.',
  },
  'api::news.news-post': {
    title: 'Titular de la noticia.',
    excerpt: 'Entradilla de la lista de noticias.',
    content_rt: `Texto de la noticia. ${RICH_TEXT}`,
    image: 'Imagen de la noticia.',
    date: 'Fecha de la noticia; la lista va de la más reciente a la más antigua.',
    projects: 'Proyectos de los que habla: la noticia sale, como enlace, en la cronología de cada uno (cuando ambos están publicados).',
  },
  'api::project-update.project-update': {
    title: 'Título de la actualización (hasta 120 caracteres), en la cronología del proyecto; es también el texto alternativo de sus fotos.',
    date: 'Día de la actualización (igual en todos los idiomas); la cronología va de la más reciente a la más antigua.',
    body: `Texto de la actualización. ${RICH_TEXT}`,
    pictures: 'Fotos de la actualización, en la cronología bajo el texto (mejor apaisadas, de unos 1200 px de ancho).',
    updateStatus:
      'Estado de la obra o del servicio (opcional): planned (previsto), inProgress (en marcha), delayed (con retraso), delivered (entregado), cancelled (cancelado). Se muestra traducido junto a la fecha.',
    progress:
      'Avance en % (opcional, número entero de 0 a 100). La actualización publicada más reciente que lo da llena la barra de avance del proyecto; sin ninguna, la barra muestra el tiempo transcurrido del plazo previsto.',
    project: 'Proyecto al que pertenece. Al publicarla por primera vez, se avisa a quienes siguen el proyecto (no al volver a publicarla tras editarla).',
  },
  'api::legal-text.legal-text': {
    kind: 'Qué texto es: legalNotice (aviso legal), terms (condiciones de uso), privacy (política de privacidad), cookies (política de cookies), accessibility (declaración de accesibilidad). Hay un solo documento de cada tipo, con sus idiomas.',
    title: 'Título del texto (hasta 200 caracteres), arriba de su página.',
    body: `Texto completo. Los datos de la entidad se escriben como {{legalName}}, {{taxId}}, {{address}}, {{registry}}, {{contactEmail}}, {{privacyEmail}} y {{dpo}}, y se rellenan al leerlo; un párrafo o punto de lista con {{dpo}} solo se muestra si hay delegado de protección de datos. ${RICH_TEXT}`,
    materialChange:
      'Cambio sustancial: márcalo antes de publicar un cambio que los miembros deben aceptar de nuevo (condiciones o privacidad). Una casilla para todos los idiomas: márcala al publicar el primero. Al publicar, la versión queda marcada como sustancial, se pide aceptarla una vez a quien se registró antes (lea en el idioma que lea), y la casilla se desmarca sola.',
    changeSummary: 'Resumen del cambio (opcional, hasta 1000 caracteres): lo que ven los miembros al pedirles que acepten, y en la lista de versiones.',
  },
  'api::barrier-report.barrier-report': {
    description: 'Lo que ha escrito quien comunica la barrera de accesibilidad (solo lectura). Respóndele en 20 días hábiles si ha dado su correo.',
    pageUrl: 'Página en la que encontró la barrera, si la indicó.',
    email: 'Correo para responder, si lo dio. Se borra con la comunicación a los dos años.',
    language: 'Idioma en que la escribió (es o en).',
  },
  'api::banner-configuration.banner-configuration': {
    enabled: 'Muestra el banner en la portada.',
    mobileImage: 'Imagen del banner en móviles.',
    desktopImage: 'Imagen del banner en pantallas grandes.',
    subtitle: 'Texto pequeño sobre el título.',
    title: 'Título del banner.',
    description: `Texto del banner. ${RICH_TEXT}`,
    buttonUrl: 'Adónde lleva el botón: una ruta de la app (/projects) o una dirección https.',
    buttonLabel: 'Texto del botón.',
  },
  'api::home-section1.home-section1': homeSection('primera'),
  'api::home-section2.home-section2': homeSection('segunda'),
  'api::did-record.did-record': {
    amount: 'DIDs ganados (positivo) o gastados (negativo). Lo escribe el servidor.',
    reason: 'Por qué: un reto cumplido, una participación, una corrección o una participación anulada (refund).',
    note: 'El motivo de una corrección o de una anulación, escrito por el equipo. El miembro lo ve en su historial.',
    correctedBy: 'Quién hizo la corrección o la anulación (su correo en el panel). El miembro no lo ve.',
    eventKey: 'Clave del hecho que lo causó: el mismo hecho nunca paga dos veces.',
    subjectType: 'De qué trata: un proyecto, una noticia, un premio o un reto.',
    subjectDocumentId: 'Identificador de aquello de lo que trata.',
    user: 'El miembro.',
  },
  'api::user-project-support.user-project-support': {
    support: 'El voto: 1 a favor (u opción 2), -1 en contra (u opción 1).',
    projectDocumentId: 'Identificador del proyecto votado.',
    voteKey: 'Clave del voto: un miembro vota un proyecto una sola vez.',
    user: 'El miembro que votó.',
  },
  'api::participation.participation': {
    rewardDocumentId: 'Identificador del premio.',
    amount: 'Participaciones (boletos) compradas.',
    cost: 'DIDs por participación en ese momento.',
    total: 'DIDs gastados.',
    date: 'Cuándo participó.',
    locale_used: 'Idioma de la app del miembro.',
    requestKey: 'Clave de la petición: la misma participación reenviada no se cobra dos veces.',
    user: 'El miembro.',
  },
  'api::form-participation.form-participation': {
    rewardDocumentId: 'Identificador del premio.',
    city: 'Ciudad de quien se inscribe.',
    phone: 'Teléfono de contacto.',
    option: 'Opción elegida (1 o 2).',
    name: 'Nombre del grupo (opción 2).',
    year: 'Año de fundación del grupo (opción 2).',
    location: 'Aceptó la condición de la opción 2.',
    answers: 'Todas las respuestas, por la clave de cada pregunta del premio.',
    locale_used: 'Idioma de la app del miembro.',
    entryKey: 'Clave de la inscripción: una por miembro y premio.',
    user: 'El miembro.',
  },
  'api::draw.draw': {
    rewardTitle: 'El premio sorteado.',
    rewardDocumentId: 'Identificador del premio.',
    stage: 'Etapa: comprometido, congelado (lista de boletos cerrada) o sorteado.',
    commitment: 'Huella de la semilla, publicada antes del sorteo (docs/draws.md).',
    committedAt: 'Cuándo se publicó el compromiso.',
    seed: 'Semilla secreta hasta el sorteo.',
    beaconUrl: 'Baliza pública de aleatoriedad usada.',
    beaconRound: 'Ronda de la baliza.',
    beaconRandomness: 'Aleatoriedad de esa ronda.',
    frozenAt: 'Cuándo se cerró la lista de boletos.',
    tickets: 'La lista de boletos congelada (solo en sorteos anteriores al issue 51; ahora se descarga en /api/draws/{premio}/tickets).',
    ticketCount: 'Cuántos boletos tiene la lista congelada.',
    ticketsHash: 'Huella de la lista de boletos.',
    prizes: 'Premios sorteados.',
    winningTickets: 'Boletos ganadores.',
    drawnAt: 'Cuándo se sorteó.',
    winners: 'Miembros ganadores.',
    winnersContact: 'Contacto de los ganadores, para entregar el premio. Se borra al marcar los premios como entregados.',
    prizesDeliveredAt: 'Cuándo se marcaron los premios como entregados (vista de campaña). Desde entonces no se guarda el contacto de los ganadores.',
    winnerMailsSent: 'Correos enviados a los ganadores.',
  },
  'api::notification.notification': {
    kind: 'Qué aviso se envió.',
    subject: 'Texto del aviso.',
    url: 'Adónde lleva el aviso.',
    members: 'Miembros a los que iba.',
    sent: 'Enviados.',
    rateLimited: 'Retrasados por el servicio de avisos.',
    gone: 'Suscripciones que ya no existían.',
    failed: 'Fallidos.',
  },
  'api::push-subscription.push-subscription': {
    endpointHash: 'Huella del dispositivo.',
    endpoint: 'Dirección del servicio de avisos del navegador.',
    p256dh: 'Clave pública del navegador.',
    auth: 'Secreto del navegador.',
    topics: 'Avisos que quiere el miembro.',
    locale: 'Idioma de los avisos.',
    deviceId: 'Identificador del dispositivo.',
    user: 'El miembro.',
  },
  'api::subscription.subscription': {
    type: 'Mensual (recurring) o de un solo pago (single).',
    priceId: 'Precio del proveedor de pagos.',
    state: 'Estado: pendiente, activa, con el pago fallido (past_due), cancelada, caducada o duplicada.',
    provider: 'Proveedor de pagos.',
    checkoutSessionId: 'Sesión de pago del proveedor.',
    providerSubscriptionId: 'Suscripción en el proveedor.',
    providerCustomerId: 'Cliente en el proveedor (su portal para cambiar el método de pago).',
    targetEmail: 'A quién se regala (si es un regalo).',
    consentedAt: 'Cuándo pidió el miembro que empezara ya (consentimiento a la ejecución inmediata).',
    amountCents: 'Importe cobrado, en céntimos, IVA incluido (el que se le mostró).',
    currency: 'Moneda del importe.',
    activatedAt: 'Cuándo se activó.',
    cancelledAt: 'Cuándo se canceló.',
    currentPeriodEnd: 'Hasta cuándo está pagada (la renueva el proveedor).',
    cancelAtPeriodEnd: 'Se cancela al acabar el periodo pagado.',
    refundedAt: 'Cuándo se devolvió su pago (pagada cuando ya no podía servir: duplicada, o de una cuenta borrada; o un desistimiento).',
    withdrawnAt: 'Cuándo desistió el miembro (en los 14 días): Premium terminó entonces.',
    refundedCents: 'Lo devuelto por el desistimiento, en céntimos.',
    providerStateAt: 'Fecha del último aviso del proveedor aplicado (los anteriores se ignoran).',
    user: 'El miembro que paga.',
    locale_used: 'Idioma de la app del miembro.',
  },
  'api::gift.gift': {
    targetEmail: 'Correo de quien recibe el regalo.',
    state: 'Pendiente de pago, pagado, canjeado o terminado (su año ha pasado, o quien lo pagó desistió antes de que se canjeara).',
    subscriptionDocumentId: 'La suscripción regalada.',
    purchaser: 'Quién lo regala.',
    redeemedBy: 'Quién lo canjeó.',
    expiresAt: 'Hasta cuándo se puede canjear.',
    premiumUntil: 'Hasta cuándo da Premium a quien lo recibió (un año desde que se canjea).',
    deliveredAt: 'Cuándo llegó a quien lo recibe: aplicado a su cuenta y avisado, o enviado su enlace. Vacío mientras no llegue (se reintenta).',
    redeemedAt: 'Cuándo se aplicó a la cuenta de quien lo recibe.',
    grantedBy: 'El editor que lo dio como cortesía desde la vista de campaña (vacío si se pagó).',
  },
  'api::courtesy.courtesy': {
    kind: 'Qué se hizo: ampliar Premium o reenviar un regalo.',
    targetEmail: 'El correo del miembro o del regalo.',
    giftDocumentId: 'El regalo reenviado, o el que da la ampliación.',
    days: 'Días de Premium dados.',
    note: 'El motivo que escribió el editor.',
    editor: 'El editor que lo hizo.',
    requestKey: 'Identificador de la petición (la misma petición dos veces se guarda una).',
  },
  'api::member-upload.member-upload': {
    fileId: 'El archivo subido (foto de perfil).',
    user: 'El miembro que lo subió.',
  },
  'plugin::users-permissions.user': {
    username: 'Nombre de usuario.',
    email: 'Correo electrónico con el que entra.',
    provider: 'Cómo entra (local: correo y contraseña).',
    password: 'Contraseña (guardada cifrada).',
    resetPasswordToken: 'Código del enlace para cambiar la contraseña.',
    confirmationToken: 'Código del enlace de activación.',
    confirmed: 'Ha activado su cuenta desde el correo.',
    blocked: 'Bloqueado: no puede entrar ni votar.',
    role: 'Rol (Authenticated para los miembros).',
    firstName: 'Nombre del miembro.',
    lastName: 'Apellidos del miembro.',
    country: 'País del miembro.',
    city: 'Ciudad del miembro.',
    gender: 'Género del miembro.',
    birthDate: 'Fecha de nacimiento.',
    image: 'Foto de perfil.',
    referralCode: 'Su código para invitar a otros.',
    userType: 'Tipo de miembro.',
    did_records: 'Sus movimientos de DIDs.',
    referredBy: 'Quién le invitó.',
    consentedAt: 'Cuándo aceptó las condiciones y la privacidad.',
    resetPasswordExpiresAt: 'Hasta cuándo vale el enlace para cambiar la contraseña.',
    pendingEmail: 'Correo nuevo pendiente de confirmar.',
    emailChangeToken: 'Código del enlace que confirma el correo nuevo.',
    emailChangeRequestedAt: 'Cuándo pidió cambiar el correo.',
    emailKey: 'Su correo en la forma con que se comparan las direcciones (sin mayúsculas, sin «+etiqueta», sin puntos en Gmail): dos cuentas no pueden compartirla. La calcula el servidor.',
    ageDeclaredAt: 'Cuándo declaró tener 14 años o más, al registrarse.',
    verificationMethod: 'Cómo se verificó: por el censo o con un código de invitación (vacío: sin verificar). Lo prueba el miembro; se revoca en la vista de campaña.',
    verifiedAt: 'Cuándo se verificó.',
  },
  'api::eligibility.eligibility': {
    welcomeRequirement: `Quién recibe los DIDs de bienvenida; quien aún no cumple los recibe al verificarse. ${REQUIREMENT}`,
    referralRequirement: `Qué invitaciones pagan DIDs: las dos personas deben cumplir; se pagan cuando ambas cumplen. ${REQUIREMENT}`,
    referralsPerMonth: 'Cuántas invitaciones paga como mucho a cada miembro en un mes (hora de Madrid).',
  },
  'api::verification.verification': {
    method: 'Censo o código de invitación.',
    verifiedAt: 'Cuándo se verificó.',
    revokedAt: 'Cuándo se revocó (vacío: sigue verificado con esta prueba).',
    revokedBy: 'Quién la revocó: un editor, o la carga de un censo que ya no le incluye.',
    revokeNote: 'El motivo de la revocación.',
    user: 'El miembro.',
  },
  'api::census-upload.census-upload': {
    rows: 'Líneas cargadas.',
    skipped: 'Líneas saltadas por no poder leerse (documento, fecha o código postal no válidos).',
    withPostalCodes: 'El censo trae código postal: se pide también al verificarse.',
    whenUnlisted: 'Qué pasó con los miembros verificados que el censo nuevo ya no incluye: siguen verificados (keep) o dejan de estarlo (revoke).',
    membersKept: 'Miembros que ya no están en el censo y siguen verificados.',
    membersRevoked: 'Miembros que dejaron de estar verificados con esta carga.',
    editor: 'Quién lo cargó.',
    completedAt: 'Cuándo terminó de cargarse (vacío: la carga no terminó).',
  },
  'api::code-batch.code-batch': {
    label: 'El nombre del envío.',
    count: 'Cuántos códigos se crearon.',
    editor: 'Quién los creó.',
  },
};

function homeSection(which: string): Record<string, string> {
  return {
    title: `Título de la ${which} sección de la portada.`,
    subtitle: 'Texto bajo el título.',
    videoUrlDesktop: 'Vídeo de Vimeo para pantallas grandes (https://vimeo.com/…).',
    videoUrlMobile: 'Vídeo de Vimeo para móviles.',
    imageDesktop: 'Imagen para pantallas grandes (póster del vídeo si lo hay).',
    imageMobile: 'Imagen para móviles.',
  };
}
