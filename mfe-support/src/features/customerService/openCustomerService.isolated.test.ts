import {
  ApiError,
  fetchServiceList,
  getBrand,
  getSession,
  launchChat,
  rejectTrialAccount,
  useToastStore,
  type BrandSettings,
  type SessionInfo,
} from 'shared';
import { goTo, openNewTab } from '../../common/browser';
import { openCustomerService } from './openCustomerService';

const { standIns } = await vi.hoisted(() => import('shared/testing'));
vi.mock('shared', standIns<typeof import('shared')>(['getBrand', 'getSession', 'launchChat', 'fetchServiceList', 'rejectTrialAccount']));
vi.mock('../../common/browser', standIns<typeof import('../../common/browser')>(['goTo', 'openNewTab']));

const member: SessionInfo = { token: 't', merchantCode: 'm', userName: 'player01', type: 1, firstTimeLogin: false };
const brand = (cbs3: boolean, customerService: BrandSettings['customerService'] = [{ csType: 'WHATSAPP', path: 'https://wa.me/63900' }]) =>
  ({ flags: { CBS3: cbs3 }, customerService }) as unknown as BrandSettings;

beforeEach(() => {
  vi.mocked(getSession).mockReturnValue(member);
  vi.mocked(getBrand).mockReturnValue(brand(true));
  vi.mocked(launchChat).mockResolvedValue({ chatUrl: 'https://chat.example/room' });
  vi.mocked(fetchServiceList).mockResolvedValue([]);
  vi.mocked(rejectTrialAccount).mockResolvedValue(null);
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
  useToastStore.setState({ toasts: [] });
});

describe('live chat', () => {
  it('sends guests to /m/login without calling the chat', async () => {
    vi.mocked(getSession).mockReturnValue(null);
    await expect(openCustomerService('live-chat')).resolves.toBe('/m/login');
    expect(launchChat).not.toHaveBeenCalled();
  });

  it('rejects trial accounts with free_reject and returns its answer', async () => {
    vi.mocked(getSession).mockReturnValue({ ...member, type: 4 });
    vi.mocked(rejectTrialAccount).mockResolvedValue('/m/register');
    await expect(openCustomerService('live-chat')).resolves.toBe('/m/register');
    expect(rejectTrialAccount).toHaveBeenCalledTimes(1);
    expect(launchChat).not.toHaveBeenCalled();
  });

  it('launches with b2c, language, backUrl, headerColor and title, then redirects after 500 ms', async () => {
    vi.useFakeTimers();
    await expect(openCustomerService('live-chat')).resolves.toBeNull();
    expect(launchChat).toHaveBeenCalledWith({
      b2c: true,
      language: 'EN',
      backUrl: window.location.href,
      headerColor: expect.any(String),
      title: 'Customer service',
    });
    vi.advanceTimersByTime(499);
    expect(goTo).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(goTo).toHaveBeenCalledWith('https://chat.example/room');
  });

  it('shows the server message when the launch fails and stays', async () => {
    vi.mocked(launchChat).mockRejectedValue(new ApiError('server', 'Chat is offline'));
    await expect(openCustomerService('live-chat')).resolves.toBeNull();
    expect(useToastStore.getState().toasts.map((t) => t.message)).toContain('Chat is offline');
    expect(goTo).not.toHaveBeenCalled();
  });
});

describe('messaging-app customer service', () => {
  it('opens the WHATSAPP entry when live chat (CBS3) is off, even for guests', async () => {
    vi.mocked(getBrand).mockReturnValue(brand(false));
    vi.mocked(getSession).mockReturnValue(null);
    await expect(openCustomerService('live-chat')).resolves.toBeNull();
    expect(openNewTab).toHaveBeenCalledWith('https://wa.me/63900');
    expect(launchChat).not.toHaveBeenCalled();
  });

  it('opens it for the customer-service entry', async () => {
    await openCustomerService('customer-service');
    expect(openNewTab).toHaveBeenCalledWith('https://wa.me/63900');
    expect(launchChat).not.toHaveBeenCalled();
  });

  it('falls back to the type 3 entry of the service list', async () => {
    vi.mocked(getBrand).mockReturnValue(brand(false, []));
    vi.mocked(fetchServiceList).mockResolvedValue([{ csType: 'TELEGRAM', path: 'https://t.me/help', type: 3, name: 'Telegram' }]);
    await openCustomerService('customer-service');
    expect(openNewTab).toHaveBeenCalledWith('https://t.me/help');
  });

  it('says to contact customer service when there is no entry at all', async () => {
    vi.mocked(getBrand).mockReturnValue(brand(false, []));
    vi.mocked(fetchServiceList).mockRejectedValue(new ApiError('network', ''));
    await openCustomerService('customer-service');
    expect(openNewTab).not.toHaveBeenCalled();
    expect(useToastStore.getState().toasts.map((t) => t.message)).toContain('Please contact customer service');
  });
});
