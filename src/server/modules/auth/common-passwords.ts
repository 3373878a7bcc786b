/**
 * Passwords seen most often in breach corpora: the ranked list zxcvbn-ts ships (`@zxcvbn-ts/language-common`,
 * about 49,000 entries drawn from leaked-password frequency lists), lower-cased. Read from the package's own JSON
 * file, offline, once at start (docs/decisions/154).
 */
import passwords from '@zxcvbn-ts/language-common/src/passwords.json' with { type: 'json' };

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set((passwords as string[]).map((password) => password.toLowerCase()));
