export interface ClockState {
  time: number;
  playing: boolean;
  speed: number;
}

interface ClockDeps {
  now: () => number;
  requestFrame: (callback: () => void) => number;
  cancelFrame: (id: number) => void;
}

const browserDeps = (): ClockDeps => ({
  now: () => performance.now(),
  requestFrame: (callback) => requestAnimationFrame(callback),
  cancelFrame: (id) => cancelAnimationFrame(id),
});

export const SPEEDS = [1, 10, 60, 300, 1200] as const;

/**
 * The replayed time (epoch ms) between start and end, advancing `speed` times faster than real
 * time while playing, once per animation frame. An external store: only what shows the time
 * re-renders; maps subscribe and move their markers outside React.
 */
export class ReplayClock {
  private state: ClockState;
  private frame = 0;
  private lastTick = 0;
  private readonly listeners = new Set<() => void>();

  constructor(
    readonly start: number,
    readonly end: number,
    private readonly deps: ClockDeps = browserDeps(),
  ) {
    this.state = { time: start, playing: false, speed: 60 };
  }

  snapshot = (): ClockState => this.state;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  play() {
    if (this.state.playing) return;
    const time = this.state.time >= this.end ? this.start : this.state.time;
    this.set({ playing: true, time });
    this.lastTick = this.deps.now();
    this.frame = this.deps.requestFrame(this.tick);
  }

  pause() {
    this.deps.cancelFrame(this.frame);
    this.set({ playing: false });
  }

  seek(time: number) {
    this.set({ time: Math.min(this.end, Math.max(this.start, time)) });
  }

  setSpeed(speed: number) {
    this.set({ speed });
  }

  dispose() {
    this.deps.cancelFrame(this.frame);
    this.listeners.clear();
  }

  private tick = () => {
    const now = this.deps.now();
    const time = Math.min(this.end, this.state.time + (now - this.lastTick) * this.state.speed);
    this.lastTick = now;
    this.set({ time, playing: time < this.end });
    if (time < this.end) this.frame = this.deps.requestFrame(this.tick);
  };

  private set(change: Partial<ClockState>) {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }
}
