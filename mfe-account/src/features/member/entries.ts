import { paths } from 'shared';

export interface MemberEntry {
  /** Label key in the account namespace. */
  key: string;
  to: string;
  /** An SVG path drawn in a 24×24 box. */
  icon: string;
}

/** The member centre's ways into the rest of the account area and the player's other pages. */
export const MEMBER_ENTRIES: readonly MemberEntry[] = [
  { key: 'entry_history', to: paths.gameRecord, icon: 'M4 5h16v14H4zM8 9h8M8 13h8M8 17h5' },
  { key: 'entry_wallet_history', to: paths.walletHistory, icon: 'M12 7v5l3 2M3.5 12a8.5 8.5 0 1 0 2.5-6M3 4v4h4' },
  { key: 'entry_payout_account', to: paths.payoutAccount, icon: 'M3 10l9-6 9 6M5 10v8M10 10v8M14 10v8M19 10v8M3 20h18' },
  { key: 'entry_payment_password', to: paths.paymentPassword, icon: 'M5 11h14v10H5zM8 11V8a4 4 0 0 1 8 0v3M9 16h.01M12 16h.01M15 16h.01' },
  { key: 'entry_change_password', to: paths.changePassword, icon: 'M7 11V8a5 5 0 0 1 10 0v3M5 11h14v10H5zM12 15v2' },
  { key: 'entry_messages', to: paths.message, icon: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5' },
  { key: 'entry_inbox', to: paths.inbox, icon: 'M3 6h18v12H3zM3 7l9 6 9-6' },
  { key: 'entry_rewards', to: paths.rewardCentre, icon: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0' },
  { key: 'entry_promotions', to: paths.activity, icon: 'M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.5 6.7 19.4l1.2-6L3.4 9.3l6-.7z' },
  { key: 'entry_invite', to: paths.inviteFriends, icon: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-4 3-6 7-6s7 2 7 6M19 8v6M16 11h6' },
  { key: 'entry_feedback', to: paths.feedback, icon: 'M4 20l1.5-4.5L16 5l3 3L8.5 18.5zM14 7l3 3' },
  {
    key: 'entry_help',
    to: paths.help,
    icon: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17.5v.5',
  },
];
