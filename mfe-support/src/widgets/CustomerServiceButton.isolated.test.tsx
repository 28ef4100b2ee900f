import { fireEvent, screen } from '@testing-library/react';
import { useBrandStore, type BrandSettings } from 'shared';
import { openCustomerService } from '../features/customerService';
import CustomerServiceButton from './CustomerServiceButton';
import { renderWithRouter } from 'shared/testing';

vi.mock('../features/customerService', () => ({ openCustomerService: vi.fn() }));

afterEach(() => {
  vi.clearAllMocks();
  useBrandStore.setState({ settings: null });
});

describe('Floating customer-service button', () => {
  it('opens live chat when CBS3 is on and goes where it says', async () => {
    useBrandStore.setState({ settings: { flags: { CBS3: true } } as unknown as BrandSettings });
    vi.mocked(openCustomerService).mockResolvedValue('/m/login');
    renderWithRouter(<CustomerServiceButton />, { url: '/m/home', path: '/m/home' });
    fireEvent.click(await screen.findByTestId('customer-service-button'));
    expect(openCustomerService).toHaveBeenCalledWith('live-chat');
    expect((await screen.findByTestId('navigated')).textContent).toBe('/m/login');
  });
  it('opens the messaging-app customer service when CBS3 is off', async () => {
    vi.mocked(openCustomerService).mockResolvedValue(null);
    renderWithRouter(<CustomerServiceButton />);
    fireEvent.click(await screen.findByTestId('customer-service-button'));
    expect(openCustomerService).toHaveBeenCalledWith('customer-service');
  });
});
