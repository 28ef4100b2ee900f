import { Writable } from 'node:stream';
import { Suspense, use, type ReactNode } from 'react';
import { renderToPipeableStream as renderWithNodeBuild } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { renderWhenReady } from './renderWhenReady';

/** The same tree through React's Node build, as the page was rendered before: the HTML to match. */
function nodeBuildHtml(element: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    destination.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const stream = renderWithNodeBuild(element, {
      onAllReady: () => stream.pipe(destination),
      onShellError: reject,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    });
  });
}

const later = <T,>(value: T, ms = 5) => new Promise<T>((resolve) => setTimeout(resolve, ms, value));

function Tile({ name, price }: { name: string; price: Promise<number> }) {
  return (
    <li data-name={name} className="tile" aria-label={`${name} — ${use(price)}`}>
      {name} costs {use(price)} <b>R$</b>
      {' & <more>'}
    </li>
  );
}

/** A page with what a real one has: texts beside each other, waiting parts, attributes to escape, and texts
 * in several scripts long enough to cross the Node build's 4 KB chunks. */
function Shop({ prices }: { prices: Promise<number>[] }) {
  return (
    <main lang="pt">
      <h1 title={'"Olá" <jogos>'}>Olá, jogador — 日本語 ✓</h1>
      <Suspense fallback={<p>loading</p>}>
        <ul>
          {prices.map((price, i) => (
            <Tile key={i} name={`Jogo nº ${i} ação ${'ç'.repeat(i % 7)}`} price={price} />
          ))}
        </ul>
      </Suspense>
      <Suspense fallback={<p>loading later</p>}>
        <Tile name="último" price={later(9, 15)} />
      </Suspense>
    </main>
  );
}

const shop = () => <Shop prices={Array.from({ length: 300 }, (_, i) => (i % 3 ? Promise.resolve(i) : later(i)))} />;

describe('the page rendered whole', () => {
  it('is the HTML the Node build writes, byte for byte, waiting parts and every script included', async () => {
    const html = await renderWhenReady(shop(), { onError: () => undefined, timeLimitMs: 5000 });
    expect(Buffer.byteLength(html)).toBeGreaterThan(3 * 4096);
    expect(html).toContain('aria-label="Jogo nº 299 ação ççççç — 299"');
    expect(html).toContain('aria-label="último — 9"');
    expect(html).not.toContain('loading');
    expect(html).toBe(await nodeBuildHtml(shop()));
  });

  it('goes on with a part the moment its data is in, not a timer later (patches/react-dom: one turn of a busy server per level of reads)', async () => {
    let answer: (value: number) => void = () => undefined;
    const price = new Promise<number>((resolve) => (answer = resolve));
    const html = renderWhenReady(
      <Suspense fallback={<p>loading</p>}>
        <Tile name="one" price={price} />
      </Suspense>,
      { onError: () => undefined, timeLimitMs: 5000 },
    );
    // Past the render's opening turn, where React itself goes on at once.
    await later(undefined, 10);
    const order: string[] = [];
    void html.then(() => order.push('page'));
    answer(7);
    // A timer set after the answer: React's own, before the patch, came after it.
    setTimeout(() => order.push('next timer'), 0);
    await later(undefined, 20);
    expect(order).toEqual(['page', 'next timer']);
    expect(await html).toContain('aria-label="one — 7"');
  });

  it('leaves a part that fails to the browser, says so, and renders the rest', async () => {
    const onError = vi.fn();
    function Broken(): ReactNode {
      throw new Error('no answer');
    }
    const html = await renderWhenReady(
      <div>
        <p>frame</p>
        <Suspense fallback={<p>loading</p>}>
          <Broken />
        </Suspense>
      </div>,
      { onError, timeLimitMs: 5000 },
    );
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'no answer' }), expect.anything());
    expect(html).toContain('<p>frame</p>');
    // React's mark for a part the browser renders, with its fallback in place.
    expect(html).toMatch(/<!--\$!-->.*<p>loading<\/p>/s);
  });

  it('ends at its time limit with what waits still its fallback', async () => {
    const never = new Promise<number>(() => undefined);
    const onError = vi.fn();
    const started = Date.now();
    const html = await renderWhenReady(
      <Suspense fallback={<p>loading</p>}>
        <Tile name="slow" price={never} />
      </Suspense>,
      { onError, timeLimitMs: 50 },
    );
    expect(Date.now() - started).toBeLessThan(2000);
    expect(html).toContain('<p>loading</p>');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'the render ran past its time' }), expect.anything());
  });

  it('rejects when not even the frame renders', async () => {
    function Broken(): ReactNode {
      throw new Error('no frame');
    }
    await expect(renderWhenReady(<Broken />, { onError: () => undefined, timeLimitMs: 5000 })).rejects.toThrow('no frame');
  });
});
