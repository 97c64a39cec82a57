import { fireEvent, render, screen } from '@testing-library/react';
import { memo, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OverlayStackProvider, useOverlayTurn } from './overlay-stack-context';

const Overlay = memo(function Overlay({
  id,
  wanted,
  onRender,
}: {
  id: string;
  wanted: boolean;
  onRender: (id: string) => void;
}) {
  onRender(id);
  const turn = useOverlayTurn(id, id === 'gate' ? 'gate' : 'prompt', wanted);
  return <p>{`${id}: ${turn ? 'shown' : 'waiting'}`}</p>;
});

function Page({ onRender }: { onRender: (id: string) => void }) {
  const [gate, setGate] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setGate((asked) => !asked)}>
        gate
      </button>
      <Overlay id="gate" wanted={gate} onRender={onRender} />
      <Overlay id="install" wanted onRender={onRender} />
      <Overlay id="login" wanted={false} onRender={onRender} />
    </>
  );
}

describe('useOverlayTurn', () => {
  it('re-renders only the overlays whose turn changes', () => {
    const onRender = vi.fn<(id: string) => void>();
    render(
      <OverlayStackProvider>
        <Page onRender={onRender} />
      </OverlayStackProvider>,
    );
    expect(screen.getByText('install: shown')).toBeDefined();
    const loginRenders = () => onRender.mock.calls.filter(([id]) => id === 'login').length;
    const before = loginRenders();

    fireEvent.click(screen.getByRole('button', { name: 'gate' }));
    expect(screen.getByText('gate: shown')).toBeDefined();
    expect(screen.getByText('install: waiting')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'gate' }));
    expect(screen.getByText('install: shown')).toBeDefined();

    // The turn went to the gate and back: the overlay that asks for nothing was not re-rendered.
    expect(loginRenders()).toBe(before);
  });
});
