// Who may take part, for an editor (/campaign/verification, /campaign/census, /campaign/codes).

export type CensusUpload = {
  documentId: string;
  rows: number;
  skipped: number;
  withPostalCodes: boolean;
  whenUnlisted: string;
  membersKept: number;
  membersRevoked: number;
  editor: string;
  createdAt: string;
  completedAt: string | null;
};
export type CodeBatch = { documentId: string; label: string | null; count: number; used: number; editor: string; createdAt: string };

/** GET /campaign/verification: members verified by each method, the latest census uploads and the code batches. */
export type VerificationOverview = { members: { census: number; code: number; unverified: number }; uploads: CensusUpload[]; codeBatches: CodeBatch[] };

export type CensusSkip = { line: number; reason: 'documentNumber' | 'checkLetter' | 'birthDate' | 'postalCode' | 'columns' };

/** POST /campaign/census (201): what the upload read. */
export type CensusUploaded = {
  documentId: string;
  rows: number;
  skipped: number;
  withPostalCodes: boolean;
  whenUnlisted: 'keep' | 'revoke';
  membersKept: number;
  membersRevoked: number;
  editor: string;
  completedAt: Date | string;
  skips: CensusSkip[];
};

/** POST /campaign/codes (201): the batch and its codes, answered this once. */
export type CodesMade = { batch: { documentId: string; label: string; count: number; createdAt: string }; codes: string[]; verifyUrl: string };

/** POST /campaign/verification/revoke. */
export type Revoked = { revoked: string };
