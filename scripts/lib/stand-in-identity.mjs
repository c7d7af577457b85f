// An operator's identity shaped like a real one, for the servers the tests and `npm run cluster` start:
// production refuses the demo's (operator-identity.mjs), so those boots need one that passes every
// check. It names nobody: never deploy with it (docs/deployment.md lists the settings to set).

export const STAND_IN_IDENTITY_ENV = {
  OPERATOR_LEGAL_NAME: 'Chispa Pruebas Locales, S.L.',
  // Made up, with the control digit a CIF's algorithm gives (B, 1234567: 4).
  OPERATOR_TAX_ID: 'B12345674',
  OPERATOR_ADDRESS: 'Calle Mayor 1, 28013 Madrid',
  OPERATOR_REGISTRY: 'Registro Mercantil de Madrid, tomo 1, folio 1, hoja M-1',
  OPERATOR_CONTACT_EMAIL: 'hola@chispa-pruebas.es',
  OPERATOR_PRIVACY_EMAIL: 'privacidad@chispa-pruebas.es',
  OPERATOR_DPO: 'none',
};
