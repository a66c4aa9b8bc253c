/**
 * Geometry for the small SVG charts drawn at build time (no chart library): a nice value axis and
 * evenly spaced bands for bars.
 */
const NICE_STEPS = [1, 2, 2.5, 5, 10];
/** Finer steps for axes, so the top tick stays close to the data (214 seats: 240, not 400). */
const AXIS_STEPS = [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10];

/** The smallest "nice" number (1, 2, 2.5 or 5 times a power of ten) that is >= value. */
export function niceStep(value: number, steps: readonly number[] = NICE_STEPS): number {
  if (!(value > 0) || !Number.isFinite(value)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const fraction = value / power;
  const nice = steps.find((s) => fraction <= s + 1e-9) ?? 10;
  return nice * power;
}

export interface ValueAxis {
  max: number;
  step: number;
  ticks: number[];
}

/** An axis from 0 that covers `maxValue` with `tickCount` equal, nice steps. */
export function valueAxis(maxValue: number, tickCount = 4): ValueAxis {
  const step = niceStep(Math.max(maxValue, 0) / tickCount, AXIS_STEPS);
  const ticks = Array.from({ length: tickCount + 1 }, (_, i) => clean(i * step));
  return { max: clean(step * tickCount), step, ticks };
}

/** Position along an axis of `length` px for a value on [0, max]; clamped to the axis. */
export function scaleValue(value: number, max: number, length: number): number {
  if (max <= 0) return 0;
  return Math.min(length, Math.max(0, (value / max) * length));
}

export interface Band {
  start: number;
  size: number;
  center: number;
}

/** `count` bars across `length` px; `gap` is the share of each slot left empty (0 to < 1). */
export function bands(count: number, length: number, gap = 0.3): Band[] {
  if (count <= 0) return [];
  const slot = length / count;
  const size = slot * (1 - gap);
  return Array.from({ length: count }, (_, i) => {
    const start = i * slot + (slot - size) / 2;
    return { start: round(start), size: round(size), center: round(start + size / 2) };
  });
}

/** Drops floating-point noise (0.30000000000000004 -> 0.3). */
function clean(n: number): number {
  return Number(n.toPrecision(12));
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
