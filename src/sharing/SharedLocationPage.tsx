import { useEffect, useState } from 'react';
import { fetchSharedLocation, watchSharedLocation, type SharedLocation } from './sharedLocationApi';
import type { SharedPageText } from './sharedPageText';
import { SharedMap } from './SharedMap';

type State = { kind: 'loading' } | { kind: 'gone' } | { kind: 'shown'; location: SharedLocation };

const panel = {
  position: 'absolute',
  insetInlineStart: 12,
  top: 12,
  zIndex: 1,
  background: '#fff',
  padding: '8px 12px',
  borderRadius: 6,
  boxShadow: '0 1px 4px #0004',
} as const;

/**
 * The page behind a shared link: one asset's name and live position, without sign-in. Outside
 * the console's shell and react-admin: it loads only itself and the map.
 */
export function SharedLocationPage({ token, text, styleUrl }: { token: string; text: SharedPageText; styleUrl: string | null }) {
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let stop = () => {};
    let current = true;
    void fetchSharedLocation(token).then((location) => {
      if (!current) return;
      if (!location) return setState({ kind: 'gone' });
      setState({ kind: 'shown', location });
      stop = watchSharedLocation(
        token,
        (position) =>
          setState((previous) => (previous.kind === 'shown' ? { kind: 'shown', location: { ...previous.location, position } } : previous)),
        () => setState({ kind: 'gone' }),
      );
    });
    return () => {
      current = false;
      stop();
    };
  }, [token]);

  if (state.kind === 'loading') return <p role="status">{text.loading}</p>;
  if (state.kind === 'gone')
    return (
      <main style={{ padding: 24 }}>
        <h1>{text.unavailable}</h1>
      </main>
    );
  const { name, position, expiresAt } = state.location;
  const known = position.latitude !== null && position.longitude !== null;
  return (
    <main style={{ position: 'fixed', inset: 0 }}>
      <section style={panel} aria-live="polite">
        <h1 style={{ fontSize: 18, margin: 0 }}>{name}</h1>
        <p style={{ margin: '4px 0' }} data-testid="shared-position">
          {known ? `${position.latitude!.toFixed(5)}, ${position.longitude!.toFixed(5)}` : text.no_position}
        </p>
        {position.time && (
          <p style={{ margin: 0, fontSize: 13 }}>{text.updated.replace('%{time}', new Date(position.time).toLocaleString())}</p>
        )}
        <p style={{ margin: 0, fontSize: 13 }}>{text.expires.replace('%{time}', new Date(expiresAt).toLocaleString())}</p>
      </section>
      <SharedMap position={position} styleUrl={styleUrl} label={name} unreachable={text.unreachable} />
    </main>
  );
}
