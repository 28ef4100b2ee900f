// Dev builds only: an area's locale file (`src/locales/<language>.json`) becomes a module that, when the file is
// saved, puts its new texts into the page's i18next store and re-renders the screens that show them, in place:
// no page reload, so a changed text shows within the rebuild's time on any page, server-rendered or not.

/**
 * @this {{ resourcePath: string, getOptions(): { namespace: string } }}
 * @param {string} source  the JSON file's text
 */
export default function hotTextsLoader(source) {
  const { namespace } = this.getOptions();
  const language = /([^/\\]+)\.json$/.exec(this.resourcePath)?.[1];
  if (!language) throw new Error(`${this.resourcePath} is not a locale file`);
  const texts = JSON.stringify(JSON.parse(source));
  return `import { i18n } from 'shared';
const texts = ${texts};
export default texts;
if (import.meta.webpackHot) {
  import.meta.webpackHot.accept();
  import.meta.webpackHot.dispose((data) => { data.replaced = true; });
  if (import.meta.webpackHot.data?.replaced) {
    i18n.removeResourceBundle(${JSON.stringify(language)}, ${JSON.stringify(namespace)});
    i18n.addResourceBundle(${JSON.stringify(language)}, ${JSON.stringify(namespace)}, texts);
    void i18n.changeLanguage(i18n.language);
  }
}
`;
}
