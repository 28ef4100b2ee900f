import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { act, useState } from 'react';
import { render, screen } from '@testing-library/react';
import { useBrowserValue, useServerRendered } from './useBrowserValue';

function Host() {
  return <p>{useBrowserValue(() => 'browser', 'server')}</p>;
}

describe('useBrowserValue', () => {
  it('renders the server value on the server and the browser value in a browser render', () => {
    expect(renderToString(<Host />)).toContain('server');
    render(<Host />);
    expect(screen.getByText('browser')).toBeTruthy();
  });

  it('hydrates the server HTML without a mismatch, then shows the browser value', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Host />);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Host />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('browser');
  });
});

describe('useServerRendered', () => {
  function Probe() {
    const [first] = useState(useServerRendered());
    return <p>{first ? 'as served' : 'fresh'}</p>;
  }

  it('is true on the server and through hydration, false in a fresh browser render', async () => {
    const html = renderToString(<Probe />);
    expect(html).toContain('as served');
    const container = document.createElement('div');
    container.innerHTML = html;
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('as served');
    render(<Probe />);
    expect(screen.getByText('fresh')).toBeTruthy();
  });
});
