/** Texts of the frame in English (page titles, side menu, header, footer, download banner, status pages): none may show in Portuguese. */
export const ENGLISH_FRAME_TEXTS = [
  ...['Casino', 'Games', 'Providers', 'Hot Games', 'Favourites', 'Lottery', 'Free Trial', 'Game', 'Log In', 'Sign Up'],
  ...['Forgot Password', 'Change Password', 'Member Centre', 'Withdrawal', 'Deposit', 'Game History', 'Promotions'],
  ...['Daily Sign-in', 'Promotion', 'Events', 'Reward Centre', 'Invite Friends', 'Leaderboard', 'Announcements'],
  ...['Message Centre', 'Inbox', 'Feedback', 'Help Centre', 'Help', 'App Download', 'Privacy Policy', 'Agent Sign Up'],
  ...['Daily Salary Contract', 'Dividend Contract', 'Hourly Salary Contract', 'Back', 'Home', 'Download', 'Open', 'Close'],
  ...['Get the app for faster games and instant alerts', 'Rewards', 'Sign out', 'Account menu', 'Follow us', 'All games'],
  ...['Withdraw', 'App download', 'Invite friends', 'Live chat', 'Customer service', 'History', 'Daily sign-in'],
  ...['Reward centre', 'Theme', 'Dark', 'Light', 'Language', 'Lobby', 'Slots', 'Live Casino', 'Fishing', 'Cards', 'Sports'],
  ...['Loading…', 'Loading...', 'Balance', 'Show balance', 'Hide balance', 'Refresh balance', 'System maintenance'],
  ...['System upgrading try again later', 'Access denied', 'IP or location blocked (access denied)'],
  ...['We check again every 30 seconds and let you in as soon as the site is back.'],
];

/** Texts of buttons, tabs, links, labels and headings in English: none may show in Portuguese. */
export const ENGLISH_CONTROL_TEXTS = [
  ...['Retry', 'Cancel', 'Confirm', 'Close', 'Log in', 'Sign up', 'Create account', 'Get code', 'Send code', 'All', 'Claim'],
  ...['Copy', 'Apply now', 'Accept', 'Decline', 'Go', 'Play now', 'See all', 'More games', 'Load more', 'Show password'],
  ...['Hide password', 'Username', 'Password', 'Confirm password', 'Mobile number', 'Verification code', 'SMS code'],
  ...['Amount', 'Back to home', 'Change password', 'Forgot password?', 'Remember password', 'Contact customer service'],
  ...['Play slots', 'All providers', 'Search games', 'Previous', 'Next', 'Description', 'Question type', 'Payment password'],
  ...['Bank account', 'Invitation code', 'Nickname', 'Status', 'Period', 'Today', 'Rank', 'Player', 'Score', 'Reward'],
  ...['Friends invited', 'Rewards earned', 'Your invite code', 'Sign in today', 'Download profile', 'Add to home screen'],
  ...['Android app', 'iOS app', 'Go to rewards', 'Add images', 'Comment', 'Offered by', 'Requested on', 'Contract terms'],
  ...['Condition', 'Offer', 'Become an agent', 'Create agent account', 'Choose a username', 'Country dialling code'],
  ...['Referrer ID', 'Game classification', 'Game providers', 'Favourite', 'Progressive Jackpot', 'Latest winners'],
  ...['Quick links', 'Hot', 'Welcome back', 'Create your account', 'Contract request', 'Deposit'],
];

/** The frame's parts, each checked against the frame texts as well as the control texts. */
export const FRAME_PARTS = [
  'app-header',
  'nav-bar',
  'app-footer',
  'download-banner',
  'side-menu',
  'contract-alert',
  'service-error-page',
  'ip-limit-page',
];

/** Server texts (game and vendor names, help topics and their HTML, announcements) are shown as the server sends them. */
export const SERVER_TEXT_PARTS = [
  'game-tile',
  'vendor-tile',
  'help-section',
  'help-child',
  'help-footer-strip',
  'help-detail',
  'announcement-popup',
];
