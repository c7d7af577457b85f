/**
 * What the checkout states before the member pays (the EU Consumer Rights Directive art. 16 m and
 * Spain's TRLGDCU arts. 97, 98 and 103): the consent to immediate performance the member gave in the
 * app, and the 14-day right of withdrawal with what a withdrawal gives back
 * (docs/decisions/money/withdrawal.md). At most 1,200 characters: Stripe Checkout's `custom_text`.
 */
export const WITHDRAWAL_NOTICE = {
  recurring: {
    es: 'Has pedido que Chispa Premium empiece en cuanto pagues. Puedes desistir en los 14 días naturales siguientes desde tu perfil: se te devuelve lo pagado menos la parte proporcional de los días ya disfrutados. Después puedes cancelar cuando quieras: Premium sigue hasta el final del periodo pagado y no se renueva.',
    en: 'You asked for Chispa Premium to start as soon as you pay. You may withdraw within the next 14 calendar days from your profile: you get back what you paid less the share of the days already enjoyed. After that you can cancel whenever you like: Premium stays until the end of the paid period and is not renewed.',
  },
  single: {
    es: 'Has pedido que el regalo se envíe en cuanto pagues. Puedes desistir en los 14 días naturales siguientes desde tu perfil mientras nadie haya canjeado el regalo: se te devuelve todo. Una vez canjeado, el regalo está entregado y ya no se puede desistir.',
    en: 'You asked for the gift to be sent as soon as you pay. You may withdraw within the next 14 calendar days from your profile as long as nobody has redeemed the gift: you get everything back. Once redeemed, the gift has been delivered and can no longer be withdrawn.',
  },
} as const;
