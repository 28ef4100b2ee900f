import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, answerContractRequest, confirmDialog, fetchContractRequest, paths, type ContractRequest } from 'shared';
import { memberSession, setSession } from '../testing/session';
import SalaryContract from './SalaryContract';
import DividendContract from './DividendContract';
import HourlyContract from './HourlyContract';
import { at, renderWithRouter } from 'shared/testing';

const { standIns } = await vi.hoisted(() => import('shared/testing'));
vi.mock('shared', standIns<typeof import('shared')>(['fetchContractRequest', 'answerContractRequest', 'confirmDialog']));

const fetchRequest = vi.mocked(fetchContractRequest);
const answer = vi.mocked(answerContractRequest);
const confirm = vi.mocked(confirmDialog);

const salaryRequest: ContractRequest = {
  id: 501,
  kind: 'dailysalreqtype',
  title: 'Daily salary contract',
  from: 'agent01',
  requestDate: '2026-01-09 10:00:00',
  period: 'daily',
  summary: 'agent01 offers you a daily salary.',
  terms: [
    { label: 'Team valid bets ≥ 10,000', value: 'Salary 100 per day' },
    { label: 'Paid', value: 'Every day at 03:00' },
  ],
  status: 'pending',
};

const openSalary = () => renderWithRouter(<SalaryContract />, at(paths.salaryContract));

/** The three contract pages: name in test titles, route component, request kind, contract name in messages. */
const PAGES = [
  ['salary', SalaryContract, 'dailysalreqtype', 'daily salary contract'],
  ['dividend', DividendContract, 'divtypecompperiodreq', 'dividend contract'],
  ['hourly', HourlyContract, 'contracthoursalreq', 'hourly salary contract'],
] as const;

beforeEach(() => {
  setSession(memberSession());
  fetchRequest.mockResolvedValue(salaryRequest);
  answer.mockResolvedValue({ kind: 'dailysalreqtype', accepted: true });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  setSession(null);
});

describe('contract page', () => {
  it('sends guests to login, coming back here afterwards', async () => {
    setSession(null);
    openSalary();
    expect((await screen.findByTestId('navigated')).textContent).toContain(`/m/login?returnTo=${encodeURIComponent(paths.salaryContract)}`);
    expect(fetchRequest).not.toHaveBeenCalled();
  });

  it.each(PAGES)('the %s page asks for its own kind of request', async (_name, Page, kind) => {
    renderWithRouter(<Page />, at('/here'));
    await waitFor(() => expect(fetchRequest).toHaveBeenCalledWith(kind));
  });

  it('shows the pending request with its terms in a table', async () => {
    const { container } = openSalary();
    const table = await screen.findByTestId('contract-terms');
    expect(container.querySelector('[data-remote="agent"]')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Daily salary contract' })).toBeTruthy();
    expect(screen.getByText('agent01')).toBeTruthy();
    expect(screen.getByText('2026/01/09 10:00')).toBeTruthy();
    expect(screen.getByText('Daily')).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('rowheader').textContent).toContain('Team valid bets ≥ 10,000');
    expect(within(rows[1]!).getByRole('cell').textContent).toContain('Salary 100 per day');
  });

  it('still shows a request whose fields arrive broken, and lets the member answer it', async () => {
    fetchRequest.mockResolvedValue(
      JSON.parse('{"id":1,"kind":"dailysalreqtype","title":{"a":1},"from":null,"terms":"x"}') as ContractRequest,
    );
    openSalary();
    expect(await screen.findByTestId('contract-terms')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByTestId('contract-answered')).toBeTruthy();
  });

  it('shows the empty state when nothing is pending', async () => {
    fetchRequest.mockResolvedValue(null);
    openSalary();
    expect((await screen.findByTestId('empty-data')).textContent).toContain('You have no pending daily salary contract request.');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe(paths.home);
  });

  it('shows the server message with a retry when loading fails, and retries', async () => {
    fetchRequest.mockRejectedValueOnce(new ApiError('server', 'System upgrading try again later', 500));
    openSalary();
    expect((await screen.findByRole('alert')).textContent).toContain('System upgrading try again later');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('contract-terms')).toBeTruthy();
    expect(fetchRequest).toHaveBeenCalledTimes(2);
  });

  it('shows a clear fallback when the failure carries no server text', async () => {
    fetchRequest.mockRejectedValueOnce(new ApiError('network', ''));
    openSalary();
    expect((await screen.findByRole('alert')).textContent).toContain('Cannot reach the server');
  });

  it('accepts the request and says so', async () => {
    openSalary();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect((await screen.findByTestId('contract-answered')).textContent).toContain('You accepted the daily salary contract.');
    expect(answer).toHaveBeenCalledWith('dailysalreqtype', true);
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe(paths.home);
  });

  it('disables both answers while one is being sent', async () => {
    answer.mockReturnValue(new Promise(() => {}));
    openSalary();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(((await screen.findByRole('button', { name: 'Please wait...' })) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Decline' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Please wait...' }));
    expect(answer).toHaveBeenCalledTimes(1);
  });

  it('declines only after the member confirms', async () => {
    confirm.mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    answer.mockResolvedValue({ kind: 'dailysalreqtype', accepted: false });
    openSalary();
    const decline = await screen.findByRole('button', { name: 'Decline' });
    await act(async () => fireEvent.click(decline));
    expect(answer).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(decline));
    expect(answer).toHaveBeenCalledWith('dailysalreqtype', false);
    expect((await screen.findByTestId('contract-answered')).textContent).toContain('You declined the daily salary contract.');
  });

  it.each(PAGES)('the %s page accepts its own kind of request and says so', async (_name, Page, kind, contractName) => {
    fetchRequest.mockResolvedValue({ ...salaryRequest, kind });
    answer.mockResolvedValue({ kind, accepted: true });
    renderWithRouter(<Page />, at('/here'));
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect((await screen.findByTestId('contract-answered')).textContent).toContain(`You accepted the ${contractName}.`);
    expect(answer).toHaveBeenCalledExactlyOnceWith(kind, true);
  });

  it.each(PAGES)('the %s page declines its own kind of request only after the member confirms', async (_name, Page, kind, contractName) => {
    fetchRequest.mockResolvedValue({ ...salaryRequest, kind });
    answer.mockResolvedValue({ kind, accepted: false });
    confirm.mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    renderWithRouter(<Page />, at('/here'));
    const decline = await screen.findByRole('button', { name: 'Decline' });
    await act(async () => fireEvent.click(decline));
    expect(answer).not.toHaveBeenCalled();
    expect(screen.getByTestId('contract-terms')).toBeTruthy();
    await act(async () => fireEvent.click(decline));
    expect(answer).toHaveBeenCalledExactlyOnceWith(kind, false);
    expect((await screen.findByTestId('contract-answered')).textContent).toContain(`You declined the ${contractName}.`);
  });

  it('keeps the request on screen when the answer fails, and retry repeats the same answer', async () => {
    answer.mockRejectedValueOnce(new ApiError('server', 'Unknown error', 500));
    openSalary();
    fireEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect((await screen.findByTestId('contract-answer-error')).textContent).toContain('Unknown error');
    expect(screen.getByTestId('contract-terms')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('contract-answered')).toBeTruthy();
    expect(answer).toHaveBeenLastCalledWith('dailysalreqtype', true);
    expect(answer).toHaveBeenCalledTimes(2);
  });

  it('goes to login when the member logs out on the page', async () => {
    openSalary();
    await screen.findByTestId('contract-terms');
    act(() => setSession(null));
    expect((await screen.findByTestId('navigated')).textContent).toContain('/m/login');
  });
});
