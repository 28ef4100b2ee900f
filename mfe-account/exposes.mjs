// The public API of this remote: its route modules and the widgets the shell composes.
export const exposes = {
  './Login': './src/routes/Login.tsx',
  './Register': './src/routes/Register.tsx',
  './ForgotPassword': './src/routes/ForgotPassword.tsx',
  './ChangePassword': './src/routes/ChangePassword.tsx',
  './MemberCentre': './src/routes/MemberCentre.tsx',
  './Withdraw': './src/routes/Withdraw.tsx',
  './Deposit': './src/routes/Deposit.tsx',
  './GameRecord': './src/routes/GameRecord.tsx',
  './Balance': './src/widgets/Balance.tsx',
  './logout': './src/widgets/logout.ts'
};
