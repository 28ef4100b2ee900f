import type { ChatLaunchQuery } from 'shared';

/** docs/product-rules.md §9: the chat language defaults to CN. */
export const CHAT_DEFAULT_LANGUAGE = 'CN';
/** docs/product-rules.md §9: the redirect to the chat page waits 500 ms. */
export const CHAT_REDIRECT_MS = 500;

const CHAT_LANGUAGES: Record<string, string> = { en: 'EN', pt: 'PT' };

/** The chat's language code for a site language; CN when the site language is not one the chat knows. */
export const chatLanguage = (language: string | undefined): string =>
  (language && CHAT_LANGUAGES[language.toLowerCase()]) || CHAT_DEFAULT_LANGUAGE;

interface ChatContext {
  language: string | undefined;
  backUrl: string;
  headerColor: string;
  title: string;
}

/** The chat launch query (docs/product-rules.md §3): b2c, language, backUrl, headerColor, title. */
export function chatLaunchQuery({ language, backUrl, headerColor, title }: ChatContext): Required<ChatLaunchQuery> {
  return { b2c: true, language: chatLanguage(language), backUrl, headerColor, title };
}
