import type { LayersList } from '@deck.gl/core';
import { MapLibreOverlay, type MapLibreOverlayProps } from '@deck.gl/maplibre';
import type { MapEventType, Map as MaplibreMap } from 'maplibre-gl';

/** How long after the pointer last moved deck keeps drawing frames: its picking (hover, click) runs in them. */
const POINTER_AWAKE_MS = 500;

/** What can change deck's picture besides its props: the map moving or resizing (deck follows it). */
const MAP_CHANGES: (keyof MapEventType)[] = ['render', 'resize'];
const POINTER_EVENTS: (keyof MapEventType)[] = ['mousedown', 'mousemove', 'mouseout', 'click', 'dblclick', 'touchstart', 'wheel'];

/** luma.gl's AnimationLoop prop through which its frames are asked for (the browser's by default). */
interface FrameProvider {
  requestAnimationFrame(callback: FrameRequestCallback): number;
  cancelAnimationFrame(id: number): void;
}
/** Deck hands every prop on to its frame loop, a luma.gl AnimationLoop; this one is the loop's, not in deck's types. */
type OverlayAndLoopProps = MapLibreOverlayProps & { animationFrameProvider: FrameProvider };

/**
 * A MapLibreOverlay whose deck.gl draws a frame only when something changed. deck's frame loop asks
 * the browser for every frame forever, idle or not: on a fleet map that was about 40 ms of
 * main-thread work a second, more than drawing the live updates (`npm run bench -- map`). Here the
 * loop's request for its next frame is held while deck has nothing to do, and let go on new props,
 * on every map render (deck asks the map for one whenever it needs to draw, so a frame that draws
 * leads to one more frame, which finds nothing left), and for a moment after the pointer moved.
 * Public parts only: layers' `isLoaded` and the loop's `animationFrameProvider`. An e2e test
 * (maps.test.ts) checks an idle map stops asking for frames and a moved marker is drawn.
 */
export class OnDemandOverlay extends MapLibreOverlay {
  private held: FrameRequestCallback | null = null;
  private pointerAwakeUntil = 0;
  private layers: LayersList = [];
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

  constructor(props: MapLibreOverlayProps) {
    super(props);
    this.layers = props.layers ?? [];
  }

  override onAdd(map: MaplibreMap) {
    const loopProps: OverlayAndLoopProps = { animationFrameProvider: this.frames };
    super.setProps(loopProps);
    for (const event of MAP_CHANGES) map.on(event, this.release);
    for (const event of POINTER_EVENTS) map.on(event, this.pointerMoved);
    return super.onAdd(map);
  }

  override onRemove(map: MaplibreMap) {
    for (const event of MAP_CHANGES) map.off(event, this.release);
    for (const event of POINTER_EVENTS) map.off(event, this.pointerMoved);
    this.held = null;
    super.onRemove(map);
  }

  override setProps(props: MapLibreOverlayProps) {
    if (props.layers) this.layers = props.layers;
    super.setProps(props);
    this.release();
  }

  /**
   * Whether deck has a reason for another frame: the pointer moved lately (picking), or a layer is not
   * ready, which is also true of every new layer until deck's next frame has taken it in.
   */
  private hasWork() {
    return performance.now() < this.pointerAwakeUntil || !everyLoaded(this.layers);
  }
}

const everyLoaded = (layers: LayersList): boolean =>
  layers.every((layer) => (Array.isArray(layer) ? everyLoaded(layer) : !layer || layer.isLoaded));
