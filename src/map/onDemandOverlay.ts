import type { Deck, Layer } from '@deck.gl/core';
import { MapLibreOverlay, type MapLibreOverlayProps } from '@deck.gl/maplibre';
import type { MapEventType, Map as MaplibreMap } from 'maplibre-gl';

/** How long after the pointer last moved deck keeps drawing frames: its picking (hover, click) runs in them. */
const POINTER_AWAKE_MS = 500;

/** What can change deck's picture besides its props: the map moving or resizing (deck follows it). */
const MAP_CHANGES: (keyof MapEventType)[] = ['render', 'resize'];
const POINTER_EVENTS: (keyof MapEventType)[] = ['mousedown', 'mousemove', 'mouseout', 'click', 'dblclick', 'touchstart', 'wheel'];

/** The two parts of deck.gl that this reaches inside: the overlay's Deck and its frame loop (a luma.gl AnimationLoop). */
interface DeckInside {
  isInitialized: boolean;
  needsRedraw: Deck['needsRedraw'];
  props: { layers: unknown };
  animationLoop: { setProps(props: { animationFrameProvider: FrameProvider }): unknown } | null;
}
interface FrameProvider {
  requestAnimationFrame(callback: FrameRequestCallback): number;
  cancelAnimationFrame(id: number): void;
}

const deckOf = (overlay: MapLibreOverlay) => (overlay as unknown as { _deck?: DeckInside })._deck;

/**
 * A MapLibreOverlay whose deck.gl draws a frame only when something changed. deck's frame loop asks
 * the browser for every frame forever, idle or not: on a fleet map that was about 40 ms of
 * main-thread work a second, more than drawing the live updates (`npm run bench -- map`). Here the
 * loop's request for its next frame is held while deck has nothing to draw, and let go on new
 * props, on map movement, and for a moment after the pointer moved. An e2e test (maps.test.ts)
 * checks an idle map stops asking for frames, so a deck.gl upgrade that moves these parts shows.
 */
export class OnDemandOverlay extends MapLibreOverlay {
  private held: FrameRequestCallback | null = null;
  private pointerAwakeUntil = 0;
  private readonly frames: FrameProvider = {
    requestAnimationFrame: (callback) => {
      if (this.hasWork()) return window.requestAnimationFrame(callback);
      this.held = callback;
      return 0;
    },
    cancelAnimationFrame: (id) => {
      window.cancelAnimationFrame(id);
      this.held = null;
    },
  };
  /** Lets the held frame go: deck's next frame updates its layers and draws what changed. */
  private readonly release = () => {
    const held = this.held;
    this.held = null;
    if (held) window.requestAnimationFrame(held);
  };
  private readonly pointerMoved = () => {
    this.pointerAwakeUntil = performance.now() + POINTER_AWAKE_MS;
    this.release();
  };

  override onAdd(map: MaplibreMap) {
    const element = super.onAdd(map);
    deckOf(this)?.animationLoop?.setProps({ animationFrameProvider: this.frames });
    for (const event of MAP_CHANGES) map.on(event, this.release);
    for (const event of POINTER_EVENTS) map.on(event, this.pointerMoved);
    return element;
  }

  override onRemove(map: MaplibreMap) {
    for (const event of MAP_CHANGES) map.off(event, this.release);
    for (const event of POINTER_EVENTS) map.off(event, this.pointerMoved);
    this.held = null;
    super.onRemove(map);
  }

  override setProps(props: MapLibreOverlayProps) {
    super.setProps(props);
    this.release();
  }


  /** Whether deck has a reason to draw another frame: starting, a redraw asked for, a layer loading, the pointer. */
  private hasWork() {
    const deck = deckOf(this);
    if (!deck?.isInitialized || performance.now() < this.pointerAwakeUntil) return true;
    const layers = [deck.props.layers].flat(Infinity) as (Layer | null | false)[];
    return Boolean(deck.needsRedraw({ clearRedrawFlags: false })) || !layers.every((layer) => !layer || layer.isLoaded);
  }
}
