import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError, fetchHelpCentre, setLanguage, type HelpItem } from 'shared';
import { renderWithRouter } from 'shared/testing';
import Help from './Help';
import HelpDetail from './HelpDetail';

const { standIns } = await vi.hoisted(() => import('shared/testing'));
vi.mock('shared', standIns<typeof import('shared')>(['fetchHelpCentre']));
vi.mock('shared/safe-html', () => ({
  SafeHtml: ({ html, className, testId }: { html: string; className?: string; testId?: string }) => (
    <div className={className} data-testid={testId} data-sanitised="true">
      {html.replace(/<[^>]*>/g, '')}
    </div>
  ),
}));
const fetchHelp = vi.mocked(fetchHelpCentre);

const ITEMS: HelpItem[] = [
  {
    title: 'Account',
    tag: 'account',
    content: '<p>About accounts</p>',
    children: [{ title: 'How do I register?', content: '<p>Tap register</p>' }],
  },
  {
    title: 'Deposit',
    tag: 'deposit',
    content: '<p>Top up</p><img src="x" onerror="window.hacked=1"><script>window.hacked=1</script>',
    children: [
      { title: 'Which methods?', content: '<p>GCash and <a href="javascript:alert(1)">vouchers</a></p>' },
      { title: 'Not arrived', content: '<p>Wait a minute</p>' },
    ],
  },
];

beforeEach(() => {
  fetchHelp.mockReset();
  fetchHelp.mockResolvedValue(ITEMS);
});
afterEach(async () => {
  vi.useRealTimers();
  await setLanguage('en');
});

const sections = () => screen.getAllByTestId('help-section');
const head = (index: number) => sections()[index]!.querySelector('button')!;

describe('Help centre', () => {
  it('shows numbered section titles and the footer strip of item titles', async () => {
    renderWithRouter(<Help />, { url: '/m/help' });
    expect(await screen.findByText('1. Account')).toBeTruthy();
    expect(screen.getByText('2. Deposit')).toBeTruthy();
    const strip = screen.getByTestId('help-footer-strip');
    expect([...strip.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Account', 'Deposit']);
    expect(strip.querySelector('a')!.getAttribute('href')).toBe('/m/helpDetail?p=0');
    expect(head(0).getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the section and child of ?p=1&c=0', async () => {
    renderWithRouter(<Help />, { url: '/m/help?p=1&c=0' });
    await screen.findByText('2. Deposit');
    expect(head(1).getAttribute('aria-expanded')).toBe('true');
    expect(head(0).getAttribute('aria-expanded')).toBe('false');
    const child = screen.getAllByTestId('help-child')[0]!;
    expect(child.querySelector('button')!.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('help-child-content').textContent).toContain('GCash');
  });

  it('opens the section named by tag', async () => {
    renderWithRouter(<Help />, { url: '/m/help?tag=account' });
    await screen.findByText('1. Account');
    expect(head(0).getAttribute('aria-expanded')).toBe('true');
  });

  // DOMPurify does not run under happy-dom: here the HTML must reach the sanitising component; the e2e suite
  // checks what the sanitiser removes in Chromium.
  it('renders the help HTML only through the sanitising component', async () => {
    renderWithRouter(<Help />, { url: '/m/help?p=1&c=0' });
    const content = await screen.findByTestId('help-section-content');
    expect(content.getAttribute('data-sanitised')).toBe('true');
    expect(screen.getByTestId('help-child-content').getAttribute('data-sanitised')).toBe('true');
  });

  it('toggles sections and children, one section open at a time', async () => {
    renderWithRouter(<Help />, { url: '/m/help' });
    await screen.findByText('1. Account');
    fireEvent.click(head(0));
    expect(head(0).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(head(1));
    expect(head(0).getAttribute('aria-expanded')).toBe('false');
    expect(head(1).getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByText('Not arrived'));
    expect(screen.getByTestId('help-child-content').textContent).toContain('Wait a minute');
    fireEvent.click(head(1));
    expect(screen.queryAllByTestId('help-child')).toHaveLength(0);
  });

  it('shows the server message with a retry that reloads', async () => {
    fetchHelp.mockRejectedValueOnce(new ApiError('server', 'Help is resting'));
    renderWithRouter(<Help />, { url: '/m/help' });
    expect(await screen.findByText('Help is resting')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('1. Account')).toBeTruthy();
    expect(fetchHelp).toHaveBeenCalledTimes(2);
  });

  it('shows a spinner while loading and the empty placeholder for no items', async () => {
    let answer!: (items: HelpItem[]) => void;
    fetchHelp.mockReturnValueOnce(new Promise((r) => (answer = r)));
    renderWithRouter(<Help />, { url: '/m/help' });
    expect(await screen.findByRole('progressbar')).toBeTruthy();
    await act(async () => answer([]));
    expect(screen.getByTestId('empty-data')).toBeTruthy();
  });

  it('reloads the list 200 ms after a language change, in the new language', async () => {
    renderWithRouter(<Help />, { url: '/m/help' });
    await screen.findByText('1. Account');
    expect(fetchHelp).toHaveBeenLastCalledWith('EN');
    vi.useFakeTimers();
    await act(async () => setLanguage('pt'));
    await act(async () => vi.advanceTimersByTime(199));
    expect(fetchHelp).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(1));
    expect(fetchHelp).toHaveBeenCalledTimes(2);
    expect(fetchHelp).toHaveBeenLastCalledWith('PT');
  });
});

describe('Help detail', () => {
  it('shows one section with links to its questions', async () => {
    renderWithRouter(<HelpDetail />, { url: '/m/helpDetail?p=1' });
    const detail = await screen.findByTestId('help-detail');
    expect(detail.textContent).toContain('2. Deposit');
    expect(screen.getByText('Which methods?').closest('a')!.getAttribute('href')).toBe('/m/help?p=1&c=0');
  });
  it('shows one child when c is given', async () => {
    renderWithRouter(<HelpDetail />, { url: '/m/helpDetail?p=0&c=0' });
    expect((await screen.findByTestId('help-detail-content')).textContent).toContain('Tap register');
  });
  it('says so when the topic does not exist', async () => {
    renderWithRouter(<HelpDetail />, { url: '/m/helpDetail?p=9' });
    expect(await screen.findByText('This help topic does not exist.')).toBeTruthy();
  });
});

describe('Help list failure keeps the screen usable', () => {
  it('shows a timeout fallback message when the server sends none', async () => {
    fetchHelp.mockRejectedValueOnce(new ApiError('timeout', ''));
    renderWithRouter(<Help />, { url: '/m/help' });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/took too long/));
  });
});
