/** Opening a game: the launch hook every tile uses and the lottery launcher's parameters. */
export { launcherCloseTarget, launcherFrameUrl, lotteryLaunchQuery, parseLauncherParams } from './launcherParams';
export { useLaunchInFlight } from './launchInFlight';
export { lotteryVendorOf } from './resolveLotteryVendor';
export { useLaunchGame } from './useLaunchGame';
