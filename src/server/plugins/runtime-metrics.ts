import {
  type IntervalHistogram,
  monitorEventLoopDelay,
  PerformanceObserver,
} from 'node:perf_hooks';

/** The event-loop delay is summed up over windows this long (the last full one is reported). */
export const runtimeWindowMs = 1000;

export interface LoopDelayWindow {
  /** Milliseconds, over the last full window. */
  p50: number;
  p99: number;
  max: number;
}

/**
 * What the process itself costs the requests it serves (decision 0052): the event-loop delay
 * (perf_hooks `monitorEventLoopDelay`, 10 ms resolution) over the last full second, and the time
 * spent in garbage-collection pauses since start (a `PerformanceObserver` on 'gc'). Exposed on
 * `/metrics`, where `npm run bench:messages` reads it every second beside its delivery latency.
 */
export class RuntimeMetrics {
  private readonly histogram: IntervalHistogram = monitorEventLoopDelay({ resolution: 10 });
  private readonly observer: PerformanceObserver;
  private readonly timer: NodeJS.Timeout;
  lastWindow: LoopDelayWindow = { p50: 0, p99: 0, max: 0 };
  gcPauseMs = 0;
  gcPauses = 0;
  gcLongestMs = 0;

  constructor() {
    this.histogram.enable();
    this.observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        this.gcPauseMs += entry.duration;
        this.gcPauses += 1;
        this.gcLongestMs = Math.max(this.gcLongestMs, entry.duration);
      }
    });
    this.observer.observe({ entryTypes: ['gc'] });
    this.timer = setInterval(() => this.roll(), runtimeWindowMs);
    this.timer.unref();
  }

  private roll(): void {
    const toMs = (ns: number) => (Number.isFinite(ns) ? ns / 1e6 : 0);
    this.lastWindow = {
      p50: toMs(this.histogram.percentile(50)),
      p99: toMs(this.histogram.percentile(99)),
      max: toMs(this.histogram.max),
    };
    this.histogram.reset();
  }

  stop(): void {
    clearInterval(this.timer);
    this.histogram.disable();
    this.observer.disconnect();
  }

  /** Prometheus gauges and counters (seconds). */
  gauges(): Array<{ name: string; help: string; value: number; type?: 'counter' }> {
    return [
      {
        name: 'lion_event_loop_delay_p50_seconds',
        help: 'Event-loop delay, median over the last second.',
        value: this.lastWindow.p50 / 1000,
      },
      {
        name: 'lion_event_loop_delay_p99_seconds',
        help: 'Event-loop delay, 99th percentile over the last second.',
        value: this.lastWindow.p99 / 1000,
      },
      {
        name: 'lion_event_loop_delay_max_seconds',
        help: 'Event-loop delay, longest over the last second.',
        value: this.lastWindow.max / 1000,
      },
      {
        name: 'lion_gc_pause_seconds_total',
        help: 'Time spent in garbage-collection pauses since start.',
        value: this.gcPauseMs / 1000,
        type: 'counter',
      },
      {
        name: 'lion_gc_pauses_total',
        help: 'Garbage-collection pauses since start.',
        value: this.gcPauses,
        type: 'counter',
      },
    ];
  }
}
