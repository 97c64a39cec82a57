import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useWindowedRows } from './use-windowed-rows';

const ROW_HEIGHT = 40;

function Rows({
  count,
  hasNextPage = false,
  onLoadMore = () => undefined,
}: {
  count: number;
  hasNextPage?: boolean;
  onLoadMore?: () => void;
}) {
  const { frameRef, start, end, paddingBefore, paddingAfter } = useWindowedRows<HTMLUListElement>({
    count,
    hasNextPage,
    isFetchingNextPage: false,
    onLoadMore,
  });
  return (
    <ul
      ref={frameRef}
      aria-label="rows"
      style={{ paddingTop: paddingBefore, paddingBottom: paddingAfter }}
    >
      {Array.from({ length: end - start }, (_, offset) => (
        <li key={start + offset} data-window-row>
          row {start + offset}
        </li>
      ))}
    </ul>
  );
}

const rendered = () => screen.getAllByRole('listitem').map((item) => item.textContent);

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('useWindowedRows', () => {
  beforeEach(() => {
    // jsdom has no layout: a row is 40 px tall, the list starts at the top of the document.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const height = this.tagName === 'LI' ? ROW_HEIGHT : 0;
      return DOMRect.fromRect({ x: 0, y: -window.scrollY, width: 360, height });
    });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 400 });
    scrollTo(0);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('keeps only the rows in view, and a few either side, in the DOM', async () => {
    render(<Rows count={100} />);
    // 400 px show rows 0–10; five more below.
    await waitFor(() => expect(rendered()).toHaveLength(16));
    expect(rendered()[0]).toBe('row 0');
    const list = screen.getByRole('list', { name: 'rows' });
    expect(list.style.paddingBottom).toBe(`${(100 - 16) * ROW_HEIGHT}px`);

    scrollTo(2_000);
    await waitFor(() => expect(rendered()[0]).toBe('row 45'));
    expect(rendered().at(-1)).toBe('row 65');
    expect(list.style.paddingTop).toBe(`${45 * ROW_HEIGHT}px`);
  });

  it('asks for the next page once the rows in view near the end of what is loaded', async () => {
    const onLoadMore = vi.fn();
    render(<Rows count={40} hasNextPage onLoadMore={onLoadMore} />);
    await waitFor(() => expect(rendered()).toHaveLength(16));
    expect(onLoadMore).not.toHaveBeenCalled();
    // Rows 25–35 in view: within five of the 40th.
    scrollTo(1_000);
    await waitFor(() => expect(onLoadMore).toHaveBeenCalled());
  });

  it('renders every row while nothing has been measured (the server, no layout)', () => {
    vi.mocked(Element.prototype.getBoundingClientRect).mockReturnValue(new DOMRect());
    render(<Rows count={30} />);
    expect(rendered()).toHaveLength(30);
  });
});
