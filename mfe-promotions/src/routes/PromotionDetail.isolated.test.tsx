// @vitest-environment jsdom
// Sanitising is checked under jsdom: DOMPurify under happy-dom returns unsafe markup, unlike any browser.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, applyPromotion, fetchAnnouncements, setLanguage, useSessionStore, useToastStore } from 'shared';
import { renderWithRouter } from 'shared/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useApplyDrafts } from '../features/apply';
import { announcements, promotion, sessionOf } from '../testing/fixtures';
import PromotionDetail from './PromotionDetail';

const { standIns } = await vi.hoisted(() => import('shared/testing'));
vi.mock('shared', standIns<typeof import('shared')>(['fetchAnnouncements', 'applyPromotion']));
const fetchMock = vi.mocked(fetchAnnouncements);
const applyMock = vi.mocked(applyPromotion);
const MB = 1024 * 1024;
const member = { token: 'tok', merchantCode: 'mcasino', userName: 'player01', type: 1, firstTimeLogin: false };

const open = (id: number | string = 101) =>
  renderWithRouter(<PromotionDetail />, { url: `/m/activityDetail?id=${id}`, path: '/m/activityDetail' });
const image = (name: string, bytes: number, type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });

beforeEach(() => {
  useApplyDrafts.setState({ drafts: {} });
  fetchMock.mockReset().mockResolvedValue(
    announcements({
      promotion: [
        promotion(101, {
          title: 'Daily Reload 10%',
          startDate: '2026-01-02 00:00:00',
          endDate: '2099-03-31 23:59:59',
          status: 'applying',
          content: '<p>Reload <b>every</b> day.</p><script>window.__xss = 1</script><img src=x onerror="window.__xss = 2">',
        }),
        promotion(112, { status: 'closed' }),
        promotion(113, { status: 'applying', endDate: '2020-01-31 23:59:59' }),
        ...(['process', 'joined', 'claimed', 'issued', 'rejected'] as const).map((status, i) => promotion(120 + i, { status })),
      ],
    }),
  );
  applyMock.mockReset();
});

afterEach(() => useSessionStore.setState({ session: null }));

describe('PromotionDetail (/m/activityDetail?id)', () => {
  it('shows the title, YYYY/MM/DD dates, status and sanitised content', async () => {
    useSessionStore.setState({ session: sessionOf(1) });
    open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Daily Reload 10%' })).toBeTruthy();
    expect(screen.getByTestId('promotion-dates').textContent).toBe('2026/01/02 – 2099/03/31');
    expect(screen.getByTestId('promotion-status').textContent).toBe('Applying');
    const content = screen.getByTestId('promotion-content');
    expect(content.innerHTML).toContain('<b>every</b>');
    expect(content.querySelector('script')).toBeNull();
    expect(content.querySelector('[onerror]')).toBeNull();
  });

  it('says so when the id is unknown or missing', async () => {
    open(999);
    expect(await screen.findByText(/could not be found/)).toBeTruthy();
  });

  it('asks guests to log in instead of showing the form', async () => {
    open();
    expect(await screen.findByText('Log in to apply for this promotion.')).toBeTruthy();
    expect(screen.queryByTestId('apply-form')).toBeNull();
  });

  it('takes no applications on a closed promotion', async () => {
    useSessionStore.setState({ session: member });
    open(112);
    expect(await screen.findByText(/has ended/)).toBeTruthy();
    expect(screen.queryByTestId('apply-form')).toBeNull();
  });

  it('takes no applications once the end date is past, whatever the status says (docs/product-rules.md §4, 4.17)', async () => {
    useSessionStore.setState({ session: member });
    open(113);
    expect(await screen.findByText(/has ended/)).toBeTruthy();
    expect(screen.getByTestId('promotion-status').textContent).toBe('Closed');
    expect(screen.queryByTestId('apply-form')).toBeNull();
  });

  it.each([
    [120, 'process'],
    [121, 'joined'],
    [122, 'claimed'],
    [123, 'issued'],
    [124, 'rejected'],
  ])('shows no apply form on promotion %i (%s)', async (id) => {
    useSessionStore.setState({ session: member });
    open(id);
    expect(await screen.findByTestId('apply-unavailable')).toBeTruthy();
    expect(screen.queryByTestId('apply-form')).toBeNull();
  });

  it('after a successful apply: an applied state, no error, no second submission', async () => {
    useSessionStore.setState({ session: member });
    let finish: (value: { status: string }) => void = () => {};
    applyMock.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    open();
    await screen.findByTestId('apply-form');
    await user.upload(document.querySelector<HTMLInputElement>('input[name="images"]')!, image('huge.png', 5 * MB + 1));
    expect(await screen.findByTestId('upload-rejections')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Apply now' });
    // Two taps in one go, before a render could disable the button.
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    finish({ status: 'process' });
    expect(await screen.findByTestId('apply-sent')).toBeTruthy();
    expect(applyMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('apply-form')).toBeNull();
    expect(screen.queryByTestId('upload-rejections')).toBeNull();
    expect(screen.queryByRole('button', { name: /Apply now|Retry/ })).toBeNull();
    expect(screen.getByTestId('promotion-status').textContent).toBe('In process');
  });

  it('caps the comment at 140 characters', async () => {
    useSessionStore.setState({ session: member });
    open();
    const comment = await screen.findByRole('textbox');
    expect(comment.getAttribute('name')).toBe('comment');
    expect(comment.getAttribute('maxlength')).toBe('140');
    await userEvent.type(comment, 'Hello');
    expect(screen.getByTestId('comment-count').textContent).toBe('5/140');
  });

  it('refuses a wrong type, an oversized image and a fourth image, each with its reason, keeping what was chosen', async () => {
    useSessionStore.setState({ session: member });
    const user = userEvent.setup({ applyAccept: false });
    open();
    const comment = await screen.findByRole('textbox');
    await user.type(comment, 'My proof');
    const input = document.querySelector<HTMLInputElement>('input[name="images"]')!;
    expect(input.getAttribute('accept')).toContain('image/png');

    await user.upload(input, [image('big.png', 5 * MB + 1), image('anim.gif', 10, 'image/gif')]);
    expect((await screen.findByTestId('upload-rejections')).textContent).toContain(
      '“big.png” was not added: each image must be 5 MB or smaller.',
    );
    expect(screen.getByTestId('upload-rejections').textContent).toContain('“anim.gif” was not added: only PNG or JPG images are allowed.');
    expect(screen.queryAllByTestId('chosen-image')).toHaveLength(0);

    await user.upload(input, [image('one.png', 1000), image('two.jpg', 1000, 'image/jpeg')]);
    await waitFor(() => expect(screen.getAllByTestId('chosen-image')).toHaveLength(2));
    await user.upload(input, [image('three.png', 1000), image('four.png', 1000)]);
    expect((await screen.findByTestId('upload-rejections')).textContent).toContain(
      '“four.png” was not added: you can add at most 3 images.',
    );
    expect(screen.getAllByTestId('chosen-image')).toHaveLength(3);
    expect(input.disabled).toBe(true);
    expect((comment as HTMLTextAreaElement).value).toBe('My proof');

    await user.click(screen.getByRole('button', { name: 'Remove two.jpg' }));
    expect(screen.getAllByTestId('chosen-image')).toHaveLength(2);
    expect(input.disabled).toBe(false);
  });

  it('keeps the comment and images when the call fails, then sends them again', async () => {
    useSessionStore.setState({ session: member });
    applyMock.mockRejectedValueOnce(new ApiError('server', 'Applications are paused')).mockResolvedValueOnce({ status: 'applying' });
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByRole('textbox'), 'Please');
    await user.upload(document.querySelector<HTMLInputElement>('input[name="images"]')!, image('proof.png', 2000));
    await screen.findByTestId('chosen-image');
    await user.click(screen.getByRole('button', { name: 'Apply now' }));

    expect((await screen.findByTestId('apply-error')).textContent).toBe('Applications are paused');
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe('Please');
    expect(screen.getAllByTestId('chosen-image')).toHaveLength(1);
    const sent = applyMock.mock.calls[0]![0];
    expect(sent.promotionId).toBe(101);
    expect(sent.comment).toBe('Please');
    expect(sent.images).toHaveLength(1);
    expect(sent.images[0]).toMatch(/^data:image\/png;base64,/);

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('apply-sent')).toBeTruthy();
    expect(useApplyDrafts.getState().drafts[101]).toBeUndefined();
    expect(applyMock).toHaveBeenCalledTimes(2);
    expect(useToastStore.getState().toasts.some((t) => t.message.startsWith('Application sent'))).toBe(true);
  });
});

describe('PromotionDetail across a language switch', () => {
  afterEach(() => act(() => setLanguage('en')));

  it('keeps the comment and chosen images while the texts change language', async () => {
    useSessionStore.setState({ session: member });
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByRole('textbox'), 'Keep me');
    await user.upload(document.querySelector<HTMLInputElement>('input[name="images"]')!, image('proof.png', 2000));
    await screen.findByTestId('chosen-image');

    await act(() => setLanguage('pt'));
    expect(await screen.findByRole('button', { name: 'Participar agora' })).toBeTruthy();
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe('Keep me');
    expect(screen.getAllByTestId('chosen-image')).toHaveLength(1);
  });
});

describe('PromotionDetail of a plain announcement', () => {
  it('shows a popup announcement opened by id without an apply form', async () => {
    fetchMock.mockResolvedValue(
      announcements({ popup: [promotion(1, { title: 'Welcome back!', status: undefined, announcementImages: [] })] }),
    );
    useSessionStore.setState({ session: member });
    open(1);
    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome back!' })).toBeTruthy();
    expect(screen.queryByTestId('apply-form')).toBeNull();
  });
});
