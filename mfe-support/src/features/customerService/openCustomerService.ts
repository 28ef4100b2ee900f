import {
  errorMessage,
  fetchServiceList,
  getBrand,
  getSession,
  i18n,
  isTrial,
  launchChat,
  LOADING_LIMIT_MS,
  paths,
  rejectTrialAccount,
  toast,
} from 'shared';
import '../../i18n';
import { goTo, openNewTab, themeColor } from '../../common/browser';
import { CHAT_REDIRECT_MS, chatLaunchQuery } from './chatQuery';
import { messagingServiceUrl } from './messagingService';

export type CustomerServiceKind = 'live-chat' | 'customer-service';

async function supportT() {
  await i18n.loadNamespaces('support');
  return i18n.getFixedT(null, 'support');
}

/**
 * Live chat (docs/product-rules.md §6 and §9): guests go to login, trial accounts are refused, others get the chat
 * page from the launch call and are sent there 500 ms later. Resolves to where the caller should navigate.
 */
export async function openLiveChat(): Promise<string | null> {
  const session = getSession();
  if (!session) return paths.login;
  if (isTrial(session)) return rejectTrialAccount();
  const t = await supportT();
  const hideLoading = toast.loading(t('in_please_wait', { ns: 'common' }), LOADING_LIMIT_MS.chat);
  try {
    const { chatUrl } = await launchChat(
      chatLaunchQuery({
        language: i18n.language,
        backUrl: window.location.href,
        headerColor: themeColor('--m-surface', '#1a212b'),
        title: t('live_chat_title'),
      }),
    );
    setTimeout(() => {
      hideLoading();
      goTo(chatUrl);
    }, CHAT_REDIRECT_MS);
  } catch (error) {
    hideLoading();
    toast.error(errorMessage(error, t));
  }
  return null;
}

/** The messaging-app customer service (WHATSAPP / type 3) in a new tab; brand settings first, then the service list. */
export async function openMessagingService(): Promise<string | null> {
  let url = messagingServiceUrl(getBrand()?.customerService ?? []);
  if (!url) url = messagingServiceUrl(await fetchServiceList().catch(() => []));
  if (url) openNewTab(url);
  else toast.info((await supportT())('contact_service', { ns: 'common' }));
  return null;
}

/**
 * The side menu's live chat / customer service action: live chat when it is asked for and live chat (CBS3)
 * is on; otherwise the messaging-app customer service.
 */
export async function openCustomerService(kind: string): Promise<string | null> {
  if (kind === 'live-chat' && getBrand()?.flags.CBS3 === true) return openLiveChat();
  return openMessagingService();
}
