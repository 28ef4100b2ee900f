import { createRoot } from 'react-dom/client';
import { initI18n } from 'shared';
import { App } from './app/App';
import { preloadFooterAreasWhenIdle } from './federation/preloadFooterAreas';
import { loadStartup } from './startup/loadStartup';
import './styles/global.css';
import './i18n';

const root = createRoot(document.getElementById('root')!);
const startup = loadStartup();
void startup.ready.then(() => preloadFooterAreasWhenIdle());
void initI18n().then(() => root.render(<App startup={startup} />));
