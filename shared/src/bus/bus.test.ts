import { createBus } from './bus';

interface Events {
  ping: { n: number };
  empty: void;
}

describe('event bus', () => {
  it('delivers payloads to every subscriber until it unsubscribes', () => {
    const bus = createBus<Events>();
    const seen: number[] = [];
    const off = bus.on('ping', ({ n }) => seen.push(n));
    bus.on('ping', ({ n }) => seen.push(n * 10));
    bus.emit('ping', { n: 1 });
    off();
    bus.emit('ping', { n: 2 });
    expect(seen).toEqual([1, 10, 20]);
  });

  it('keeps delivering when one handler throws', () => {
    const bus = createBus<Events>();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const later = vi.fn();
    bus.on('empty', () => {
      throw new Error('boom');
    });
    bus.on('empty', later);
    bus.emit('empty');
    expect(later).toHaveBeenCalledOnce();
    errors.mockRestore();
  });
});
