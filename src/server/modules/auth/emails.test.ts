import { describe, expect, it } from 'vitest';
import { resetPasswordLink } from './auth';
import { passwordChangedEmail, passwordResetEmail, verificationEmail } from './emails';

describe('account emails', () => {
  it('builds the reset link with the spec parameter names', () => {
    expect(resetPasswordLink('https://app.example', 'abc_DEF-123')).toBe('https://app.example/reset-password?type=recovery&access_token=abc_DEF-123');
  });

  it('have a branded text part and HTML part carrying the link', () => {
    const link = 'https://app.example/reset-password?type=recovery&access_token=tok';
    const mail = passwordResetEmail('a@example.com', 'Ann', link);
    expect(mail.to).toBe('a@example.com');
    expect(mail.subject).toBe('Reset your CreditFix AI password');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('Hello Ann,');
    expect(mail.text).toContain('1 hour');
    expect(mail.html).toContain('href="https://app.example/reset-password?type=recovery&amp;access_token=tok"');
    expect(mail.link).toBe(link);
    expect(verificationEmail('a@example.com', 'Ann', 'https://app.example/v').html).toContain('Confirm email address');
  });

  it('escape the user name in HTML', () => {
    const mail = verificationEmail('a@example.com', '<script>alert(1)</script>', 'https://app.example/v');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('the password-changed notice has no action link and points to the reset page', () => {
    const mail = passwordChangedEmail('a@example.com', '', 'https://app.example');
    expect(mail.link).toBeUndefined();
    expect(mail.text).toContain('Hello there,');
    expect(mail.text).toContain('https://app.example/forgot-password');
  });
});
