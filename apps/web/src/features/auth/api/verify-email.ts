import { apiPaths } from '@vyplaty/contracts';
import { http } from '../../../lib/http';

/** Confirms the e-mail with the token of the VERIFY_EMAIL link. Called once, from the route loader. */
export async function verifyEmail(body: { token: string }): Promise<void> {
  await http.post(apiPaths.auth.verifyEmail, body);
}
