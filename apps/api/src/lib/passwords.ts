/** argon2id password hashing (OWASP parameters: m=19 MiB, t=2, p=1). */
import { hash, verify } from '@node-rs/argon2';

const options = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

// Verifying against this when the account does not exist keeps the answer time the same,
// so response timing does not reveal which logins exist.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hashPassword('dummy-password-for-timing-1');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
