import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Flags, ResolvedOptions } from './config.js';
import { CaptchaBook, SmsBook } from './lib/codes.js';
import { SmsLimiter } from './lib/smsLimiter.js';
import { AppError, fail, MSG, SESSION_EXPIRED_CODE, SESSION_EXPIRED_MESSAGE } from './lib/envelope.js';
import { restoreContent } from './seed/contentOverride.js';
import { createSeeds, type Seeds } from './seed/index.js';
import { userKey, type Account } from './store/state.js';
import { Store } from './store/store.js';

/** error: 500 with the envelope; timeout: held, then closed unanswered; malformed: 200 with HTML; empty: 200 with no body. */
export const FAULT_KINDS = ['error', 'timeout', 'malformed', 'empty'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];
export type StatusCode = 0 | 1 | 2;

export interface Session {
  token: string;
  account: Account;
  /** Lower-case username, the key of per-user state. */
  key: string;
}

/** Everything the routes share: seeds, persisted state, flags, status, captchas, SMS codes, faults. */
export class Runtime {
  readonly seeds: Seeds;
  readonly store: Store;
  readonly captchas = new CaptchaBook();
  readonly sms: SmsBook;
  readonly smsLimiter: SmsLimiter;
  flags: Flags;
  status: StatusCode = 0;
  readonly faults = new Map<string, { kind: FaultKind; remaining: number }>();
  /** Requests held open by `timeout` faults, closed on shutdown. */
  readonly held = new Set<{ timer: NodeJS.Timeout; close(): void }>();

  constructor(readonly options: ResolvedOptions) {
    this.seeds = createSeeds(options.now());
    this.store = new Store(options.dataDir);
    this.flags = { ...options.flags };
    this.sms = new SmsBook(options.now);
    this.smsLimiter = new SmsLimiter(options.now);
  }

  now(): number {
    return this.options.now();
  }

  get state() {
    return this.store.state;
  }

  findAccount(username: string | undefined): Account | undefined {
    return username ? this.state.accounts[userKey(username)] : undefined;
  }

  findByMobile(mobileNum: string | undefined): Account | undefined {
    if (!mobileNum) return undefined;
    return Object.values(this.state.accounts).find((a) => a.mobileNum === mobileNum);
  }

  /** Starts a session for an account and returns its token (the caller saves the store). */
  openSession(account: Account): string {
    const token = randomBytes(24).toString('hex');
    this.state.sessions[token] = { username: account.username, createdAt: this.now() };
    return token;
  }

  session(request: FastifyRequest): Session | null {
    const header = request.headers.token;
    const token = Array.isArray(header) ? header[0] : header;
    if (!token) return null;
    const entry = this.state.sessions[token];
    if (!entry) return null;
    const account = this.findAccount(entry.username);
    return account ? { token, account, key: userKey(account.username) } : null;
  }

  /** The caller's session, or a 401 with the session-expired code. */
  requireSession(request: FastifyRequest): Session {
    const session = this.session(request);
    if (!session) throw new AppError(SESSION_EXPIRED_MESSAGE, 401, null, SESSION_EXPIRED_CODE);
    return session;
  }

  /** A session of a real (not trial) account. */
  requireRealAccount(request: FastifyRequest): Session {
    const session = this.requireSession(request);
    if (session.account.type === 4) throw fail(MSG.actualAccount, null, 'FREE_REJECT');
    return session;
  }

  /** A session of a member allowed to deposit (types 0, 1, 2; docs/product-rules.md §5, 5.6). */
  requireDepositor(request: FastifyRequest): Session {
    const session = this.requireSession(request);
    if (![0, 1, 2].includes(session.account.type)) throw fail(MSG.actualAccount, null, 'FREE_REJECT');
    return session;
  }

  requireFlag(name: keyof Flags): void {
    if (!this.flags[name]) throw fail(MSG.noPermission, null, 'FEATURE_OFF');
  }

  /** The fault to apply to this call, if one is armed for its path. */
  takeFault(path: string): FaultKind | null {
    const fault = this.faults.get(path);
    if (!fault) return null;
    fault.remaining--;
    if (fault.remaining <= 0) this.faults.delete(path);
    return fault.kind;
  }

  /** Test hook: seeded state and content, flags of the run, status 0, no faults. */
  reset(): void {
    this.store.reset();
    restoreContent(this.seeds);
    this.flags = { ...this.options.flags };
    this.status = 0;
    this.faults.clear();
    this.smsLimiter.clear();
  }

  closeHeld(): void {
    for (const hold of this.held) {
      clearTimeout(hold.timer);
      hold.close();
    }
    this.held.clear();
  }
}
