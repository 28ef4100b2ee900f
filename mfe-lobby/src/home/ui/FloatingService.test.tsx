import { fireEvent, render, screen } from '@testing-library/react';
import { bus, useBrandStore, type BrandSettings } from 'shared';
import '../../i18n';
import { FloatingService } from './FloatingService';

const withChat = (on: boolean) => useBrandStore.getState().setSettings({ flags: { CBS3: on } } as unknown as BrandSettings);

describe('floating customer-service button', () => {
  it('asks for live chat when CBS3 is on, the messaging-app service when it is off', async () => {
    const asked = vi.fn();
    const off = bus.on('customer-service:open', asked);
    withChat(true);
    const { unmount } = render(<FloatingService />);
    fireEvent.click(await screen.findByTestId('floating-service'));
    unmount();
    withChat(false);
    render(<FloatingService />);
    fireEvent.click(await screen.findByTestId('floating-service'));
    expect(asked.mock.calls).toEqual([[{ kind: 'live-chat' }], [{ kind: 'customer-service' }]]);
    off();
  });
});
