import { act, lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { keepTypedBeforeTakeOver } from './typedBeforeTakeOver';

let seen: { name: string; note: string } = { name: '', note: '' };

/** A form that renders again right after it is taken over, as the page does when its stores take the stored session. */
function Form() {
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [, setRenders] = useState(0);
  useEffect(() => setRenders((n) => n + 1), []);
  seen = { name, note };
  return (
    <form>
      <input name="name" value={name} onChange={(e) => setName(e.target.value)} />
      <textarea name="note" value={note} onChange={(e) => setNote(e.target.value)} />
      <input name="untouched" defaultValue="kept" />
    </form>
  );
}

function serverRendered(page = <Form />): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  return container;
}

const field = (container: HTMLElement, name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

describe('text typed before the take-over', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    document.body.replaceChildren();
  });

  it('reaches the form state, before and during hydration, and survives the renders that follow', async () => {
    const container = serverRendered();
    field(container, 'name').value = 'player01';
    const handOver = keepTypedBeforeTakeOver(container);
    field(container, 'note').value = 'typed while the scripts ran';
    field(container, 'note').dispatchEvent(new Event('input', { bubbles: true }));

    await act(async () => void (root = hydrateRoot(container, <Form />)));
    await act(async () => handOver());

    expect(seen).toEqual({ name: 'player01', note: 'typed while the scripts ran' });
    expect(field(container, 'name').value).toBe('player01');
    expect(field(container, 'untouched').value).toBe('kept');
  });

  it('waits for a field whose part of the page is still loading its code', async () => {
    const container = serverRendered(
      <Suspense fallback="loading">
        <Form />
      </Suspense>,
    );
    field(container, 'name').value = 'player01';
    const handOver = keepTypedBeforeTakeOver(container);
    let codeArrives = (_: { default: ComponentType }) => {};
    const LoadingForm = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (codeArrives = resolve)));
    await act(async () => {
      root = hydrateRoot(
        container,
        <Suspense fallback="loading">
          <LoadingForm />
        </Suspense>,
      );
    });
    await act(async () => handOver());
    expect(seen.name).not.toBe('player01');

    await act(async () => codeArrives({ default: Form }));
    await vi.waitFor(() => expect(seen.name).toBe('player01'));
    expect(field(container, 'name').value).toBe('player01');
  });

  it('without it, the form state misses what was typed', async () => {
    const container = serverRendered();
    field(container, 'name').value = 'player01';
    await act(async () => void (root = hydrateRoot(container, <Form />)));
    expect(seen.name).toBe('');
  });
});
