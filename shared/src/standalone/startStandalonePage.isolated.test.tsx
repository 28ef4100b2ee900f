import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { startStandalonePage } from './startStandalonePage';

vi.mock('../api/endpoints/system', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/endpoints/system')>()),
  fetchBrandSettings: () => new Promise(() => undefined),
}));

const screenModule = (text: string) => async () => ({ default: () => <p>{text}</p> });

function open(url: string) {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', url);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 404 })),
  );
}

describe('standalone page of an area', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders the exposed module the route table gives the path', async () => {
    open('/m/member/agent/getSalaryContract');
    startStandalonePage('agent', { routes: { './SalaryContract': screenModule('salary contract screen') }, widgets: {} });
    expect(await screen.findByText('salary contract screen')).toBeTruthy();
  });

  it("lists the area's own routes, and the widgets page when it has widgets", async () => {
    open('/');
    startStandalonePage('agent', { routes: {}, widgets: { './ContractAlert': screenModule('alert') } });
    const links = (await screen.findAllByRole('link')).map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/m/agentRegister',
      '/m/member/agent/getSalaryContract',
      '/m/member/agent/getDevidendContract',
      '/m/member/agent/getHourContract',
      '/widgets',
    ]);
  });

  it('shows the component widgets on /widgets', async () => {
    open('/widgets');
    startStandalonePage('promotions', {
      routes: {},
      widgets: { './AnnouncementPopup': screenModule('popup'), './DownloadPromoStrip': screenModule('strip') },
    });
    expect(await screen.findByText('popup')).toBeTruthy();
    expect(await screen.findByText('strip')).toBeTruthy();
  });
});
