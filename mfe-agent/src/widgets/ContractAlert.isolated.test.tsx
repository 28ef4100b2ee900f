import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, fetchPendingContracts, paths, sessionStore, useSessionStore } from 'shared';
import { pressEscape, tapBackdrop, at, renderWithRouter } from 'shared/testing';
import { brandWith, setBrand } from '../testing/brand';
import { memberSession, setSession } from '../testing/session';
import ContractAlert from './ContractAlert';
import { allPending, pendingRequest as request } from '../testing/contracts';

const { standIns } = await vi.hoisted(() => import('shared/testing'));
vi.mock('shared', standIns<typeof import('shared')>(['fetchPendingContracts']));

const fetchPending = vi.mocked(fetchPendingContracts);

const openHome = () => renderWithRouter(<ContractAlert />, at(paths.home));
const alert = () => screen.findByTestId('contract-alert');
const noAlertAfterLoad = async () => {
  await act(async () => {});
  expect(screen.queryByTestId('contract-alert')).toBeNull();
};

beforeEach(() => {
  sessionStore.clear();
  setSession(memberSession());
  setBrand(brandWith({ AGENTPOLICY3: true }));
  fetchPending.mockResolvedValue(allPending);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  setSession(null);
  setBrand(null);
});

describe('pending-contract alert', () => {
  it('raises one alert per pending kind in a stable order, each cancel moving to the next', async () => {
    openHome();
    const first = await alert();
    expect(first.getAttribute('data-kind')).toBe('dailysalreqtype');
    expect(first.getAttribute('role')).toBe('alertdialog');
    expect(first.textContent).toContain('daily salary contract');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect((await alert()).getAttribute('data-kind')).toBe('divtypecompperiodreq');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect((await alert()).getAttribute('data-kind')).toBe('contracthoursalreq');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByTestId('contract-alert')).toBeNull();
  });

  it.each([
    ['dailysalreqtype', paths.salaryContract],
    ['divtypecompperiodreq', paths.dividendContract],
    ['contracthoursalreq', paths.hourlyContract],
  ] as const)('Go on a %s alert opens its contract page', async (kind, page) => {
    fetchPending.mockResolvedValue({ dailysalreqtype: null, divtypecompperiodreq: null, contracthoursalreq: null, [kind]: request(kind) });
    openHome();
    await alert();
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect((await screen.findByTestId('navigated')).textContent).toBe(page);
  });

  it('does not show a cancelled kind again in the same session, but still shows the others', async () => {
    const first = openHome();
    await alert();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await alert();
    first.unmount();

    openHome();
    expect((await alert()).getAttribute('data-kind')).toBe('divtypecompperiodreq');
  });

  it('shows nothing on a later home visit once every kind was cancelled', async () => {
    const first = openHome();
    for (let i = 0; i < 3; i += 1) {
      await alert();
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    }
    first.unmount();
    openHome();
    await waitFor(() => expect(fetchPending).toHaveBeenCalledTimes(2));
    await noAlertAfterLoad();
  });

  it('alerts again after logging out and in (a new session)', async () => {
    const first = openHome();
    await alert();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    first.unmount();
    act(() => useSessionStore.getState().signOut());
    act(() => useSessionStore.getState().signIn(memberSession({ token: 'token-2' })));
    openHome();
    expect((await alert()).getAttribute('data-kind')).toBe('dailysalreqtype');
  });

  it("keeps one user's cancellations away from another user's alerts", async () => {
    const first = openHome();
    await alert();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    first.unmount();
    setSession(memberSession({ userName: 'someone', token: 'token-3' }));
    openHome();
    expect((await alert()).getAttribute('data-kind')).toBe('dailysalreqtype');
  });

  it('Go does not count as cancel: a still-pending request alerts again on the next home visit', async () => {
    const first = openHome();
    await alert();
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    first.unmount();
    openHome();
    expect((await alert()).getAttribute('data-kind')).toBe('dailysalreqtype');
  });

  it.each([4, 40, 41, 42])('never asks for, nor shows, alerts to member type %i', async (type) => {
    setSession(memberSession({ type }));
    openHome();
    await noAlertAfterLoad();
    expect(fetchPending).not.toHaveBeenCalled();
  });

  it.each([0, 1, 2])('alerts member type %i', async (type) => {
    setSession(memberSession({ type }));
    openHome();
    expect(await alert()).toBeTruthy();
  });

  it('never alerts while AGENTPOLICY3 is off', async () => {
    setBrand(brandWith({ AGENTPOLICY3: false }));
    openHome();
    await noAlertAfterLoad();
    expect(fetchPending).not.toHaveBeenCalled();
  });

  it('waits for the brand settings, then alerts', async () => {
    setBrand(null);
    openHome();
    await noAlertAfterLoad();
    expect(fetchPending).not.toHaveBeenCalled();
    act(() => setBrand(brandWith({ AGENTPOLICY3: true })));
    expect(await alert()).toBeTruthy();
  });

  it('never alerts guests', async () => {
    setSession(null);
    openHome();
    await noAlertAfterLoad();
    expect(fetchPending).not.toHaveBeenCalled();
  });

  it('shows nothing when nothing is pending', async () => {
    fetchPending.mockResolvedValue({ dailysalreqtype: null, divtypecompperiodreq: null, contracthoursalreq: null });
    openHome();
    await waitFor(() => expect(fetchPending).toHaveBeenCalled());
    await noAlertAfterLoad();
  });

  it('stays quiet on home when the call fails', async () => {
    fetchPending.mockRejectedValue(new ApiError('network', ''));
    openHome();
    await waitFor(() => expect(fetchPending).toHaveBeenCalled());
    await noAlertAfterLoad();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('ignores a backdrop tap right after opening, and treats a later one as cancel', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      openHome();
      const dialog = await alert();
      tapBackdrop(dialog);
      expect(screen.getByTestId('contract-alert').getAttribute('data-kind')).toBe('dailysalreqtype');
      fireEvent.click(dialog);
      vi.advanceTimersByTime(400);
      tapBackdrop(dialog);
      expect((await alert()).getAttribute('data-kind')).toBe('divtypecompperiodreq');
    } finally {
      vi.useRealTimers();
    }
  });

  it('Escape counts as cancel, and the Go button has the focus', async () => {
    openHome();
    const dialog = await alert();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Go' }));
    act(() => void pressEscape(dialog));
    expect((await alert()).getAttribute('data-kind')).toBe('divtypecompperiodreq');
  });
});
