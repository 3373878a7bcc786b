import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy';

describe('passwordProblem', () => {
  const person = { email: 'dana.miles@example.com', name: 'Dana Miles' };

  it.each(['correct horse battery', 'plum tree in winter', 'Pw-3fa9c2b1e0!', 'whatever123', 'secret-one', 'a brand new passphrase'])(
    'accepts %j',
    (password) => {
      expect(passwordProblem(password, person)).toBeNull();
    },
  );

  it.each([
    ['short', 'abc1234', 'too_short'],
    ['all whitespace', '          ', 'whitespace'],
    ['the email', 'Dana.Miles@Example.com', 'personal'],
    ['the email with spaces around', '  dana.miles@example.com ', 'personal'],
    ['the name', 'dana miles', 'personal'],
    ['the name without the space', 'DanaMiles', 'personal'],
    ['the local part of the email', 'dana.miles', 'personal'],
    ['a common password', 'password', 'common'],
    ['a common password with capitals', 'PassWord1', 'common'],
    ['a common password with a trailing !', 'iloveyou!', 'common'],
    ['a digit run', '12345678', 'common'],
    ['a descending run', '98765432', 'pattern'],
    ['a letter run', 'abcdefghij', 'pattern'],
    ['one character repeated', 'zzzzzzzzzz', 'pattern'],
    ['a short pattern repeated', 'abcabcabcabc', 'pattern'],
    ['a keyboard row', 'qwertyuiop', 'common'],
  ])('refuses %s', (_label, password, kind) => {
    expect(passwordProblem(password, person)?.kind).toBe(kind);
  });
});
