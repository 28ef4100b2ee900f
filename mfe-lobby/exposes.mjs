// The public API of this remote: its route modules and the widgets the shell composes.
export const exposes = {
  './Home': './src/routes/Home.tsx',
  './GameCenter': './src/routes/GameCenter.tsx',
  './GameList': './src/routes/GameList.tsx',
  './Providers': './src/routes/Providers.tsx',
  './Hot': './src/routes/Hot.tsx',
  './Favourites': './src/routes/Favourites.tsx',
  './Lottery': './src/routes/Lottery.tsx',
  './Trial': './src/routes/Trial.tsx',
  './LaunchGame': './src/routes/LaunchGame.tsx'
};
