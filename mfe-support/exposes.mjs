// The public API of this remote: its route modules and the widgets the shell composes.
export const exposes = {
  './Notice': './src/routes/Notice.tsx',
  './MessageCentre': './src/routes/MessageCentre.tsx',
  './Inbox': './src/routes/Inbox.tsx',
  './Feedback': './src/routes/Feedback.tsx',
  './Help': './src/routes/Help.tsx',
  './HelpDetail': './src/routes/HelpDetail.tsx',
  './AppDownload': './src/routes/AppDownload.tsx',
  './Privacy': './src/routes/Privacy.tsx',
  './customerService': './src/widgets/customerService.ts',
  './AppDownloadPopup': './src/widgets/AppDownloadPopup.tsx',
  './CustomerServiceButton': './src/widgets/CustomerServiceButton.tsx',
};
