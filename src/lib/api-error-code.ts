import { HTTPError } from 'ky';

// Read by the forms that tell a refusal's reason (accounts, profile, gifts…): apart from the client, which the start chunk carries.

/** The stable code of a Strapi error response (`error.details.code`), or its HTTP status as text. */
export async function apiErrorCode(error: unknown): Promise<string | undefined> {
  if (!(error instanceof HTTPError)) return undefined;
  try {
    const body = (await error.response.clone().json()) as { error?: { details?: { code?: unknown } } };
    const code = body.error?.details?.code;
    return typeof code === 'string' ? code : String(error.response.status);
  } catch {
    return String(error.response.status);
  }
}
