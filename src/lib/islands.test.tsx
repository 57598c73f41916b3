import { act, fireEvent, waitFor } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { island } from './islands';

const registered = new WeakSet<HTMLInputElement>();

/** Stands in for a react-hook-form form: registering the field writes its default (''). */
function Form() {
  const [clicks, setClicks] = useState(0);
  return (
    <form aria-label="Form">
      <input
        name="email"
        aria-label="Email"
        ref={(el) => {
          if (el && !registered.has(el)) {
            registered.add(el);
            el.value = '';
          }
        }}
      />
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        Clicked {clicks}
      </button>
    </form>
  );
}

/** The prerendered HTML of an island (a second pass once its lazy code has loaded). */
async function prerendered(Island: ComponentType<object>): Promise<string> {
  let html = renderToString(<Island />);
  for (let pass = 0; html.includes('<!--$!-->') && pass < 100; pass += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    html = renderToString(<Island />);
  }
  return html;
}

let root: Root | undefined;

async function hydrate(key: string) {
  const container = document.createElement('div');
  container.innerHTML = await prerendered(island(key, async () => Form, <p>Loading</p>));
  document.body.append(container);
  // A fresh module, as in the browser: prerendering (here in the same realm) opened the gate.
  vi.resetModules();
  const fresh = await import('./islands');
  const load = vi.fn(async () => Form);
  const Island = fresh.island(key, load, <p>Loading</p>);
  await act(async () => {
    root = hydrateRoot(container, <Island />);
  });
  return { container, load };
}

describe('islands', () => {
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = '';
  });

  it('keeps the prerendered HTML and loads nothing until the visitor reaches for it', async () => {
    const { container, load } = await hydrate('untouched');
    expect(container.querySelector('[data-island="untouched"] form')).not.toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads on focus, keeps typed text and replays a click made before hydration', async () => {
    const { container, load } = await hydrate('reached');
    const input = container.querySelector('input')!;
    const button = container.querySelector('button')!;
    fireEvent.focusIn(input);
    input.value = 'typed@example.com';
    fireEvent.click(button); // before the code arrived: held
    expect(button.textContent).toBe('Clicked 0');
    await waitFor(() => expect(button.textContent).toBe('Clicked 1'));
    expect(load).toHaveBeenCalledTimes(1);
    // Hydrated in place: the same nodes, the typed text put back after the form's defaults.
    expect(container.querySelector('input')).toBe(input);
    expect(input.value).toBe('typed@example.com');
  });

  it('sends text typed before hydration to a controlled field that shows it but holds its default', async () => {
    function Calculator() {
      const [rent, setRent] = useState('2800');
      return (
        <form aria-label="Form">
          <input
            name="rent"
            aria-label="Rent"
            value={rent}
            onChange={(e) => setRent(e.target.value)}
          />
          <output>Yearly {Number(rent) * 12}</output>
        </form>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = await prerendered(island('calc', async () => Calculator, <p>Loading</p>));
    document.body.append(container);
    vi.resetModules();
    const fresh = await import('./islands');
    const Island = fresh.island('calc', async () => Calculator, <p>Loading</p>);
    await act(async () => {
      root = hydrateRoot(container, <Island />);
    });
    const input = container.querySelector('input')!;
    fireEvent.focusIn(input);
    input.value = '3000';
    fireEvent.input(input);
    await waitFor(() =>
      expect(container.querySelector('output')!.textContent).toBe('Yearly 36000'),
    );
    expect(input.value).toBe('3000');
  });

  it('loads at once when rendered without prerendered HTML', async () => {
    const load = vi.fn(async () => Form);
    const Island = island('client', load, <p>Loading</p>);
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    const clientRoot = createRoot(container);
    await act(async () => clientRoot.render(<Island />));
    await waitFor(() => expect(container.querySelector('form')).not.toBeNull());
    expect(load).toHaveBeenCalledTimes(1);
    act(() => clientRoot.unmount());
  });
});
