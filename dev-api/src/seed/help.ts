import type { HelpItem } from '../types.js';

/** A help section (its tag names it in the query) and its questions, each as [question, answer HTML]. */
const section = (title: string, tag: string, content: string, questions: [string, string][]): HelpItem => ({
  title,
  tag,
  content,
  children: questions.map(([question, answer]) => ({ title: question, content: answer })),
});

/** Help sections with children (HTML content, tags). */
export function seedHelp(): HelpItem[] {
  return [
    section('Account', 'account', '<p>Everything about creating and managing your account.</p>', [
      ['How do I register?', '<p>Tap <b>Register</b>, fill in a username and password, and accept the terms. You must be 18 or older.</p>'],
      ['I forgot my password', '<p>Use <a href="/m/forget">Forgot password</a> and reset it with an SMS code.</p>'],
      ['How do I change my password?', '<p>Open the member centre and choose <b>Change password</b>.</p>'],
    ]),
    section('Deposit', 'deposit', '<p>Top up your wallet quickly and safely.</p>', [
      [
        'Which methods are supported?',
        '<p>GCash, Maya, bank transfer and vouchers from the <a href="/m/voucherCenter">voucher centre</a>.</p>',
      ],
      [
        'My deposit has not arrived',
        '<p>Most deposits arrive within 1 minute. If not, send us <a href="/m/feedback">feedback</a> with the receipt.</p>',
      ],
    ]),
    section('Withdrawal', 'withdraw', '<p>Cash out your winnings.</p>', [
      ['How long does a withdrawal take?', '<p>Usually 5 to 30 minutes.</p>'],
      ['What are the limits?', '<ul><li>Minimum 100</li><li>Maximum 50,000 per day (200,000 for VIP 3+)</li></ul>'],
      ['Why was my withdrawal rejected?', '<p>Check the turnover requirement of your active promotions.</p>'],
    ]),
    section('Games', 'games', '<p>Slots, live casino, fishing, poker, sports, lottery and more.</p>', [
      ['Can I play for free?', '<p>Yes, many slots and fishing games support free play. Start a <a href="/m/trail">free trial</a>.</p>'],
      ['A game does not load', '<p>Refresh the page or try another network. Contact us if it persists.</p>'],
    ]),
    section('Promotions', 'promotions', '<p>Bonuses, rebates and VIP perks.</p>', [
      ['How do I join a promotion?', '<p>Open <a href="/m/activity">promotions</a>, choose one and tap apply.</p>'],
      ['What is turnover?', '<p>The total valid bets needed before a bonus can be withdrawn.</p>'],
    ]),
    section('Security and privacy', 'security', '<p>How we protect your account and data.</p>', [
      ['Is my data safe?', '<p>Yes. See our <a href="/m/privacy">privacy policy</a>.</p>'],
      ['Responsible gaming', '<p>Play for fun. Set limits and take breaks. <a href="https://www.begambleaware.org">Get help</a>.</p>'],
    ]),
  ];
}
