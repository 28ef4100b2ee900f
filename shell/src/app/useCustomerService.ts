import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { bus, WIDGETS } from 'shared';
import { loadAreaModule } from '../federation/remoteLoader';

type CustomerServiceModule = { openCustomerService(kind: string): Promise<string | null> };

/** Start live chat or the messaging-app customer service (support area); it may send the user somewhere. */
export async function openCustomerService(kind: 'live-chat' | 'customer-service'): Promise<string | null> {
  const { area, module } = WIDGETS.customerService;
  const service = await loadAreaModule<CustomerServiceModule>(area, module);
  return service.openCustomerService(kind);
}

/** Any area can ask for customer service through the bus. */
export function useCustomerServiceEvents(): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      bus.on('customer-service:open', ({ kind = 'live-chat' }) => {
        void openCustomerService(kind)
          .then((next) => next && navigate(next))
          .catch(() => undefined);
      }),
    [navigate],
  );
}
