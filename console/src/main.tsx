import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from './app/App';
import { i18n, initI18n } from './i18n/setup';
import './app/console.css';

void initI18n().then(() => {
  const root = document.getElementById('root');
  if (root)
    createRoot(root).render(
      <I18nextProvider i18n={i18n}>
        <App />
      </I18nextProvider>,
    );
});
