/** SMS sending limits (docs/product-rules.md §2, 2.54): what keeps the site from sending SMS at someone else's cost. */
export const SMS_LIMITS = {
  /** One code per number per minute (the get-code countdown). */
  numberGapMs: 60_000,
  /** At most this many codes per number per hour. */
  perNumberPerHour: 5,
  /** At most this many codes per client (address) per hour, whatever the numbers. */
  perClientPerHour: 10,
} as const;

const HOUR_MS = 60 * 60_000;

export const SMS_LIMIT_MESSAGES = {
  tooSoon: 'Please wait a minute before asking for another code',
  tooMany: 'Too many codes requested, please try again later',
} as const;

/** Counts the SMS codes sent per number and per client over the last hour. */
export class SmsLimiter {
  private byNumber = new Map<string, number[]>();
  private byClient = new Map<string, number[]>();

  constructor(private readonly now: () => number) {}

  /** Why a code may not be sent now, or null when it may. */
  refusal(mobileNum: string, client: string): string | null {
    const now = this.now();
    const number = this.recent(this.byNumber, mobileNum, now);
    const last = number[number.length - 1];
    if (last !== undefined && now - last < SMS_LIMITS.numberGapMs) return SMS_LIMIT_MESSAGES.tooSoon;
    if (number.length >= SMS_LIMITS.perNumberPerHour) return SMS_LIMIT_MESSAGES.tooMany;
    if (this.recent(this.byClient, client, now).length >= SMS_LIMITS.perClientPerHour) return SMS_LIMIT_MESSAGES.tooMany;
    return null;
  }

  record(mobileNum: string, client: string): void {
    const now = this.now();
    this.byNumber.set(mobileNum, [...this.recent(this.byNumber, mobileNum, now), now]);
    this.byClient.set(client, [...this.recent(this.byClient, client, now), now]);
  }

  clear(): void {
    this.byNumber.clear();
    this.byClient.clear();
  }

  private recent(book: Map<string, number[]>, key: string, now: number): number[] {
    return (book.get(key) ?? []).filter((at) => now - at < HOUR_MS);
  }
}
