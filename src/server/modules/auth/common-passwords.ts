/**
 * Passwords seen most often in breach corpora: the ranked list zxcvbn-ts ships (`@zxcvbn-ts/language-common`,
 * about 49,000 entries drawn from leaked-password frequency lists), lower-cased. Read from the package's own JSON
 * file, offline, once at start (docs/decisions/154). Loaded with require: the built server keeps packages external,
 * and a JSON import would lose its `type: 'json'` attribute in the bundle.
 */
import { createRequire } from 'node:module';

const passwords = createRequire(import.meta.url)('@zxcvbn-ts/language-common/src/passwords.json') as string[];

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(passwords.map((password) => password.toLowerCase()));
