/**
 * Islands: parts of a prerendered page whose code downloads only when the visitor reaches for
 * them (pointer over or down, touch, focus), not on page load. Until then React's selective
 * hydration keeps the island's prerendered HTML, which reads and links like the final page.
 * What the visitor does before the code arrives is not lost: text typed into a field is put
 * back after hydration (react-hook-form would reset it to its defaults), and a button click or a
 * form submit is held and replayed once the island is live.
 *
 * A page rendered in the browser (a client-side visit, or no prerendered HTML) has nothing to
 * keep, so its islands load at once; so does every island after the first client-side
 * navigation (islandGates' releaseAllIslands, called by the app shell).
 */
import {
  lazy,
  memo,
  Suspense,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type NamedExoticComponent,
  type ReactNode,
} from 'react';
import { isReleased, releaseIsland, waitForRelease } from './islandGates';

const ATTR = 'data-island';
const hydrated = new Set<string>();
/** Islands showing prerendered HTML whose code was held back: only their events are held. */
const pending = new Set<string>();
const heldClicks = new Map<string, HTMLElement>();
const heldSubmits = new Map<string, HTMLFormElement>();
let listening = false;

function islandOf(target: EventTarget | null): string | undefined {
  if (!(target instanceof Element)) return undefined;
  return target.closest(`[${ATTR}]`)?.getAttribute(ATTR) ?? undefined;
}

function islandElement(key: string): Element | null {
  return document.querySelector(`[${ATTR}="${key}"]`);
}

function listen(): void {
  if (listening) return;
  listening = true;
  const reach = (event: Event) => {
    const key = islandOf(event.target);
    if (key) releaseIsland(key);
  };
  for (const type of ['pointerover', 'pointerdown', 'touchstart', 'focusin']) {
    document.addEventListener(type, reach, { capture: true, passive: true });
  }
  // Before hydration React cannot handle these: hold them, replay them once the island is live.
  document.addEventListener(
    'click',
    (event) => {
      const key = islandOf(event.target);
      if (!key || !pending.has(key)) return;
      const control = (event.target as Element).closest('button, [role="button"]');
      if (!(control instanceof HTMLElement)) return; // links navigate as plain HTML
      event.preventDefault();
      event.stopPropagation();
      heldClicks.set(key, control);
      releaseIsland(key);
    },
    true,
  );
  document.addEventListener(
    'submit',
    (event) => {
      const key = islandOf(event.target);
      if (!key || !pending.has(key) || !(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      event.stopPropagation();
      heldSubmits.set(key, event.target);
      releaseIsland(key);
    },
    true,
  );
}

/** Resolves when the island's code may load: at once unless its prerendered HTML is showing. */
function gate(key: string): Promise<void> {
  if (typeof document === 'undefined' || isReleased(key) || !islandElement(key)) {
    return Promise.resolve();
  }
  listen();
  pending.add(key);
  return waitForRelease(key);
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
interface FieldState {
  value: string;
  checked: boolean;
}

/** The island's named fields, keyed by name and position among fields of that name. */
function fieldsOf(key: string): Map<string, Field> {
  const fields = new Map<string, Field>();
  const seen = new Map<string, number>();
  islandElement(key)
    ?.querySelectorAll<Field>('input[name], textarea[name], select[name]')
    .forEach((field) => {
      const n = seen.get(field.name) ?? 0;
      seen.set(field.name, n + 1);
      fields.set(`${field.name}#${n}`, field);
    });
  return fields;
}

function readFields(key: string): Map<string, FieldState> {
  const states = new Map<string, FieldState>();
  for (const [id, field] of fieldsOf(key)) {
    states.set(id, {
      value: field.value,
      checked: field instanceof HTMLInputElement && field.checked,
    });
  }
  return states;
}

/** Puts typed values back through the events React listens to, so form libraries see them. */
function restoreFields(key: string, saved: Map<string, FieldState>): void {
  for (const [id, field] of fieldsOf(key)) {
    const before = saved.get(id);
    if (!before) continue;
    if (
      field instanceof HTMLInputElement &&
      (field.type === 'checkbox' || field.type === 'radio')
    ) {
      if (field.checked !== before.checked && (before.checked || field.type === 'checkbox')) {
        field.click();
      }
      continue;
    }
    if (field.type === 'file') continue;
    if (field.value === before.value) {
      // A controlled field hydrated over typed text shows that text while its state holds the
      // prerendered default. Only text the visitor typed (unlike the HTML's default) is sent.
      if (field instanceof HTMLSelectElement || before.value === field.defaultValue) continue;
      // React ignores an input event for a value it has already seen: show it another first.
      field.value = before.value === '' ? ' ' : '';
    }
    // React tracks the value it last saw; the prototype's setter bypasses that tracking.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(
      field,
      before.value,
    );
    field.dispatchEvent(
      new Event(field.tagName === 'SELECT' ? 'change' : 'input', { bubbles: true }),
    );
  }
}

function replayHeld(key: string): void {
  const click = heldClicks.get(key);
  const form = heldSubmits.get(key);
  heldClicks.delete(key);
  heldSubmits.delete(key);
  if (click?.isConnected) click.click();
  else if (form?.isConnected) form.requestSubmit();
}

/**
 * Rendered only when React must show the island now, without its prerendered HTML: an update
 * (new props, a context change such as a client-side navigation or the theme) reached it before
 * it hydrated. Then its code must load at once, or a navigation would wait for it forever and the
 * placeholder would stay. Released during render, because a suspended navigation never commits.
 */
function Needed({ island, children }: { island: string; children: ReactNode }) {
  releaseIsland(island);
  return children;
}

/**
 * A component whose code (`load`) downloads when the visitor reaches for its prerendered HTML.
 * `key` names the island on the page (one per page); `fallback` holds its place on a
 * client-side visit while the code downloads.
 */
export function island<P extends object>(
  key: string,
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
): NamedExoticComponent<P> {
  const Lazy = lazy(async () => {
    await gate(key);
    const Component = await load();
    function Hydrated(props: P) {
      // Read during the hydrating render, before form libraries write their defaults.
      const [typed] = useState(() =>
        hydrated.has(key) || typeof document === 'undefined' ? undefined : readFields(key),
      );
      useEffect(() => {
        hydrated.add(key);
        pending.delete(key);
        // Says the island is live (tests wait on it before expecting a client-side navigation).
        islandElement(key)?.setAttribute('data-island-live', '');
        if (typed) restoreFields(key, typed);
        replayHeld(key);
      }, [typed]);
      return <Component {...props} />;
    }
    return { default: Hydrated };
  });

  function Island(props: P) {
    // New props cannot reach HTML that has not hydrated: the island loads now instead.
    const renders = useRef(0);
    useEffect(() => {
      renders.current += 1;
      if (renders.current > 1) releaseIsland(key);
    });
    return (
      <div {...{ [ATTR]: key }} style={{ display: 'contents' }}>
        <Suspense fallback={<Needed island={key}>{fallback}</Needed>}>
          <Lazy {...props} />
        </Suspense>
      </div>
    );
  }
  Island.displayName = `Island(${key})`;
  // A parent's re-render with the same props must not reach the HTML that has not hydrated.
  return memo(Island);
}
