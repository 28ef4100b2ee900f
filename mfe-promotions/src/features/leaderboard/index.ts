/** The leaderboard's table. */
export { LeaderboardTable } from './LeaderboardTable';
