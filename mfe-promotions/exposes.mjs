// The public API of this remote: its route modules and the widgets the shell composes.
export const exposes = {
  './Promotions': './src/routes/Promotions.tsx',
  './SignIn': './src/routes/SignIn.tsx',
  './PromotionDetail': './src/routes/PromotionDetail.tsx',
  './Vip': './src/routes/Vip.tsx',
  './Event': './src/routes/Event.tsx',
  './RewardCentre': './src/routes/RewardCentre.tsx',
  './InviteFriends': './src/routes/InviteFriends.tsx',
  './Leaderboard': './src/routes/Leaderboard.tsx',
  './AnnouncementPopup': './src/widgets/AnnouncementPopup.tsx',
  './DownloadPromoStrip': './src/widgets/DownloadPromoStrip.tsx'
};
