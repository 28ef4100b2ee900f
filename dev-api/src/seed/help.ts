import type { HelpItem } from '../types.js';

/** Help sections with children (HTML content, tags). */
export function seedHelp(): HelpItem[] {
  return [
    {
      title: 'Account',
      tag: 'account',
      content: '<p>Everything about creating and managing your account.</p>',
      children: [
        {
          title: 'How do I register?',
          content: '<p>Tap <b>Register</b>, fill in a username and password, and accept the terms. You must be 18 or older.</p>',
        },
        { title: 'I forgot my password', content: '<p>Use <a href="/m/forget">Forgot password</a> and reset it with an SMS code.</p>' },
        { title: 'How do I change my password?', content: '<p>Open the member centre and choose <b>Change password</b>.</p>' },
      ],
    },
    {
      title: 'Deposit',
      tag: 'deposit',
      content: '<p>Top up your wallet quickly and safely.</p>',
      children: [
        {
          title: 'Which methods are supported?',
          content: '<p>GCash, Maya, bank transfer and vouchers from the <a href="/m/voucherCenter">voucher centre</a>.</p>',
        },
        {
          title: 'My deposit has not arrived',
          content: '<p>Most deposits arrive within 1 minute. If not, send us <a href="/m/feedback">feedback</a> with the receipt.</p>',
        },
      ],
    },
    {
      title: 'Withdrawal',
      tag: 'withdraw',
      content: '<p>Cash out your winnings.</p>',
      children: [
        { title: 'How long does a withdrawal take?', content: '<p>Usually 5 to 30 minutes.</p>' },
        { title: 'What are the limits?', content: '<ul><li>Minimum 100</li><li>Maximum 50,000 per day (200,000 for VIP 3+)</li></ul>' },
        { title: 'Why was my withdrawal rejected?', content: '<p>Check the turnover requirement of your active promotions.</p>' },
      ],
    },
    {
      title: 'Games',
      tag: 'games',
      content: '<p>Slots, live casino, fishing, poker, sports, lottery and more.</p>',
      children: [
        {
          title: 'Can I play for free?',
          content: '<p>Yes, many slots and fishing games support free play. Start a <a href="/m/trail">free trial</a>.</p>',
        },
        { title: 'A game does not load', content: '<p>Refresh the page or try another network. Contact us if it persists.</p>' },
      ],
    },
    {
      title: 'Promotions',
      tag: 'promotions',
      content: '<p>Bonuses, rebates and VIP perks.</p>',
      children: [
        { title: 'How do I join a promotion?', content: '<p>Open <a href="/m/activity">promotions</a>, choose one and tap apply.</p>' },
        { title: 'What is turnover?', content: '<p>The total valid bets needed before a bonus can be withdrawn.</p>' },
      ],
    },
    {
      title: 'Security and privacy',
      tag: 'security',
      content: '<p>How we protect your account and data.</p>',
      children: [
        { title: 'Is my data safe?', content: '<p>Yes. See our <a href="/m/privacy">privacy policy</a>.</p>' },
        {
          title: 'Responsible gaming',
          content: '<p>Play for fun. Set limits and take breaks. <a href="https://www.begambleaware.org">Get help</a>.</p>',
        },
      ],
    },
  ];
}
