// Probes of issue 48 on the mail text: whatever line breaks a visitor's text carries, no line of it can pass for a
// field or the reference in the e-mail the organisation reads.
import { mailText } from '../mail-text';
import type { Submission } from '../submission';

const submission = (notes: string, name = 'Ana'): Submission => ({
  id: '11111111-1111-4111-8111-111111111111',
  form: 'contact',
  title: 'Contact message',
  receivedAt: '2026-11-28T10:00:00.000Z',
  fields: [
    { name: 'name', label: 'First name', value: name },
    { name: 'notes', label: 'Message', value: notes },
  ],
});

/** The lines that start at the margin, as a field's or the reference's do. */
const marginLines = (text: string) => text.split('\n').filter((line) => /^\S/.test(line));

describe('a visitor’s line breaks in the mail text', () => {
  it.each([
    ['a bare carriage return', '\r'],
    ['CRLF', '\r\n'],
    ['LINE SEPARATOR', '\u2028'],
    ['PARAGRAPH SEPARATOR', '\u2029'],
    ['NEL', '\u0085'],
  ])('%s starts an indented line, never a field of its own', (_what, breaks) => {
    const text = mailText(submission(`Hello${breaks}Email: forged@evil.example${breaks}Reference: 00000000-forged`));
    expect(text).not.toMatch(/[\r\u2028\u2029\u0085]/);
    expect(text).toContain('Message:\n  Hello\n  Email: forged@evil.example\n  Reference: 00000000-forged\n');
    expect(marginLines(text)).toEqual([
      'Contact message, sent from the website on Sat, 28 Nov 2026 10:00:00 GMT.',
      'First name: Ana',
      'Message:',
      'Reference: 11111111-1111-4111-8111-111111111111',
    ]);
  });

  it('a one-line field with a line break in it is shown indented below its label too; controls are dropped', () => {
    const text = mailText(submission('Hi', 'Ana\rEmail: forged@evil.example\u0007'));
    expect(text).toContain('First name:\n  Ana\n  Email: forged@evil.example\n');
    expect(text).not.toContain('\u0007');
  });
});
