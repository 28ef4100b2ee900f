/** The simulated online-users figure (docs/product-rules.md §9): 500 to 2000, drifting -5..+5 every 5 to 10 minutes. */
export const ONLINE_USERS = { min: 500, max: 2000, maxStep: 5, minDelayMs: 5 * 60_000, maxDelayMs: 10 * 60_000 } as const;

type Random = () => number;

const between = (min: number, max: number, random: Random) => min + Math.floor(random() * (max - min + 1));
const clamp = (value: number) => Math.min(ONLINE_USERS.max, Math.max(ONLINE_USERS.min, value));

export const initialOnlineUsers = (random: Random = Math.random): number => clamp(between(ONLINE_USERS.min, ONLINE_USERS.max, random));

/** The next figure: moved by -5..+5 and kept within 500..2000. */
export const nextOnlineUsers = (current: number, random: Random = Math.random): number =>
  clamp(current + between(-ONLINE_USERS.maxStep, ONLINE_USERS.maxStep, random));

/** How long until the figure changes again: 5 to 10 minutes. */
export const nextOnlineUsersDelay = (random: Random = Math.random): number =>
  between(ONLINE_USERS.minDelayMs, ONLINE_USERS.maxDelayMs, random);
