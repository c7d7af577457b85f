/**
 * Who runs this Chispa (Spain's LSSI-CE art. 10 and the GDPR's controller): set once, in the
 * environment, and filled into the legal texts, the footer, the mails and the link previews.
 * Development runs on the demo's identity below, which is marked as an example everywhere it shows;
 * production refuses to start on any of it (identity-problems.ts).
 */
export type OperatorIdentity = {
  /** Legal name, with its company form ("Ajuntament de …", "Chispa Participa, S.L."). */
  legalName: string;
  /** NIF/CIF. */
  taxId: string;
  /** Registered address, one line. */
  address: string;
  /** Registry entry (Registro Mercantil, of associations, …), or how a public body is constituted. */
  registry: string;
  contactEmail: string;
  privacyEmail: string;
  /** The data protection officer's address; null where the operator has none (OPERATOR_DPO=none). */
  dpo: string | null;
};

/** Each field's environment variable. */
export const IDENTITY_SETTINGS = {
  legalName: 'OPERATOR_LEGAL_NAME',
  taxId: 'OPERATOR_TAX_ID',
  address: 'OPERATOR_ADDRESS',
  registry: 'OPERATOR_REGISTRY',
  contactEmail: 'OPERATOR_CONTACT_EMAIL',
  privacyEmail: 'OPERATOR_PRIVACY_EMAIL',
  dpo: 'OPERATOR_DPO',
} as const satisfies Record<keyof OperatorIdentity, string>;

/** The demo's identity, for development and tests only: every value reads as an example. */
export const DEMO_IDENTITY: OperatorIdentity = {
  legalName: 'Chispa Demo, S.L. (ejemplo)',
  taxId: 'B00000000',
  address: 'Carrer de l’Exemple 1, 08001 Barcelona (ejemplo)',
  registry: 'Registro Mercantil de Barcelona, tomo 0, folio 0, hoja B-000000 (ejemplo)',
  contactEmail: 'hola@chispa.example',
  privacyEmail: 'privacidad@chispa.example',
  dpo: null,
};

/** The operator as the environment sets it; a field left unset is the demo's (production refuses to start so). */
export function operatorIdentity(env: NodeJS.ProcessEnv = process.env): OperatorIdentity {
  const read = (field: keyof OperatorIdentity) => env[IDENTITY_SETTINGS[field]]?.trim() || null;
  const dpo = read('dpo');
  return {
    legalName: read('legalName') ?? DEMO_IDENTITY.legalName,
    taxId: read('taxId') ?? DEMO_IDENTITY.taxId,
    address: read('address') ?? DEMO_IDENTITY.address,
    registry: read('registry') ?? DEMO_IDENTITY.registry,
    contactEmail: read('contactEmail') ?? DEMO_IDENTITY.contactEmail,
    privacyEmail: read('privacyEmail') ?? DEMO_IDENTITY.privacyEmail,
    dpo: dpo === null || dpo.toLowerCase() === 'none' ? DEMO_IDENTITY.dpo : dpo,
  };
}
