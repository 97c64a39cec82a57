import {
  createContext,
  useCallback,
  type ReactNode,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import {
  createOverlayStack,
  type OverlayOptions,
  type OverlayPriority,
  type OverlayStack,
} from './overlay-stack';

const OverlayStackContext = createContext<OverlayStack | null>(null);

/** The app's one overlay stack: every modal and panel below it waits for its turn here. */
export function OverlayStackProvider({
  children,
  onStack,
}: {
  children: ReactNode;
  /** Handed the stack once it is made (the test harness reads which dialogs a page opened). */
  onStack?: (stack: OverlayStack) => void;
}) {
  const [stack] = useState(() => {
    const made = createOverlayStack();
    onStack?.(made);
    return made;
  });
  return <OverlayStackContext.Provider value={stack}>{children}</OverlayStackContext.Provider>;
}

const noSubscription = () => () => {};

/**
 * Asks the stack for a turn while `wanted`, and says whether it is this overlay's turn now. The
 * request is made when the overlay is wanted — before a lazily loaded dialog's code arrives — so
 * its place in line never depends on download order. Outside any stack (a component test), a
 * wanted overlay is simply shown. Nothing is shown on the server: overlays open in the browser.
 */
export function useOverlayTurn(id: string, priority: OverlayPriority, wanted: boolean): boolean {
  const stack = useContext(OverlayStackContext);
  useEffect(() => {
    if (!stack || !wanted) return;
    stack.getState().request(id, priority);
    return () => stack.getState().release(id);
  }, [stack, id, priority, wanted]);
  // Each overlay reads whether the turn is its own, not who has it: a store read re-renders
  // synchronously, so a change of turn re-renders only the two overlays it concerns (the first
  // request, made as the page finishes hydrating, re-rendered every dialog host at once).
  const mine = useSyncExternalStore(
    stack ? stack.subscribe : noSubscription,
    () => stack?.getState().active === id,
    () => false,
  );
  return stack ? wanted && mine : wanted;
}

/**
 * A dialog opened from anywhere in the page: whether it is open, what it was opened with, and its
 * open, update and close. The stack owns the flag (docs/decisions/009), so any part of the page may
 * open it and one layer renders it. Outside any stack (a component test of something else) it stays
 * closed.
 */
export function useOpenedOverlay(id: string): {
  isOpen: boolean;
  options: OverlayOptions | null;
  open(options?: OverlayOptions): boolean;
  update(options: OverlayOptions): void;
  close(): void;
} {
  const stack = useContext(OverlayStackContext);
  // The options object is kept as stored until the dialog's options change, so this read is stable.
  const options = useSyncExternalStore(
    stack ? stack.subscribe : noSubscription,
    () => stack?.getState().opened[id] ?? null,
    () => null,
  );
  const open = useCallback(
    (openWith?: OverlayOptions) => stack?.getState().open(id, openWith) ?? false,
    [stack, id],
  );
  const update = useCallback(
    (next: OverlayOptions) => stack?.getState().update(id, next),
    [stack, id],
  );
  const close = useCallback(() => stack?.getState().close(id), [stack, id]);
  return { isOpen: options !== null, options, open, update, close };
}

/** The stack itself, for code that reads it outside a render (a store subscription); null outside one. */
export function useOverlayStackApi(): OverlayStack | null {
  return useContext(OverlayStackContext);
}
