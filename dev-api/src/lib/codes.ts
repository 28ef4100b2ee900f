import { randomInt } from 'node:crypto';
import { captchaSvg } from './svg.js';

const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L). */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/**
 * A code of `length` characters that cannot be mistaken for one another, after `prefix` (a deposit reference, a
 * voucher code); `draw(n)` picks each one below n: random, or a seeded generator's for seed data.
 */
export const randomCode = (prefix: string, length: number, draw: (n: number) => number = randomInt): string =>
  prefix + Array.from({ length }, () => CODE_ALPHABET[draw(CODE_ALPHABET.length)]).join('');
const KEEP = 50;

/** Issued captchas: the last 50 answers stay valid (case-insensitive). */
export class CaptchaBook {
  private answers: string[] = [];

  issue(): { answer: string; image: string } {
    const answer = Array.from({ length: 4 }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
    this.answers.push(answer);
    if (this.answers.length > KEEP) this.answers.splice(0, this.answers.length - KEEP);
    const svg = captchaSvg(answer, () => randomInt(1_000_000) / 1_000_000);
    return { answer, image: `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}` };
  }

  verify(input: unknown): boolean {
    if (typeof input !== 'string' || !input.trim()) return false;
    return this.answers.includes(input.trim().toUpperCase());
  }

  /** A human check that has let one SMS through cannot let another through. */
  spend(input: string): void {
    this.answers = this.answers.filter((answer) => answer !== input.trim().toUpperCase());
  }

  last(): string {
    return this.answers[this.answers.length - 1] ?? '';
  }
}

/** SMS codes by mobile number: `expirationTime` is 60 s ahead; a code stays usable for 10 minutes. */
export class SmsBook {
  private codes = new Map<string, { code: string; sentAt: number; used: boolean }>();

  constructor(private readonly now: () => number) {}

  send(mobileNum: string): { code: string; expirationTime: number } {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const sentAt = this.now();
    this.codes.set(mobileNum, { code, sentAt, used: false });
    return { code, expirationTime: sentAt + 60_000 };
  }

  verify(mobileNum: string, code: unknown): boolean {
    const entry = this.codes.get(mobileNum);
    if (!entry || entry.used || typeof code !== 'string') return false;
    return entry.code === code.trim() && this.now() - entry.sentAt <= 10 * 60_000;
  }

  /** A code that has done its job cannot be used again. */
  consume(mobileNum: string): void {
    const entry = this.codes.get(mobileNum);
    if (entry) entry.used = true;
  }

  last(mobileNum: string): string {
    return this.codes.get(mobileNum)?.code ?? '';
  }
}
