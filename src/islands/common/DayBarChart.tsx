import { barLayout } from "../../../core/visits";

export interface DayBar {
  day: string;
  value: number;
  /** What the bar's tooltip says, e.g. "12 visits, 7 visitors". */
  label: string;
}

const W = 600;

/**
 * A small bar chart of one value per day (SVG, no library), named by its title and described by a
 * text alternative (`desc`); pair it with a table of the same figures.
 */
export default function DayBarChart({ id, title, desc, days, height = 140 }: { id: string; title: string; desc: string; days: DayBar[]; height?: number }) {
  const H = height;
  return (
    <svg viewBox={`0 0 ${W} ${H + 20}`} className="h-auto w-full text-brand-700" role="img" aria-labelledby={`${id}-title ${id}-desc`} data-testid={id}>
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{desc}</desc>
      <line x1="0" y1={H} x2={W} y2={H} stroke="currentColor" strokeOpacity="0.4" />
      {barLayout(
        days.map((d) => d.value),
        W,
        H,
      ).map((b, i) => (
        <rect key={days[i]!.day} x={b.x} y={b.y} width={b.w} height={b.h} fill="currentColor" rx="2">
          <title>{`${days[i]!.day}: ${days[i]!.label}`}</title>
        </rect>
      ))}
      {days.length > 0 && (
        <>
          <text x="0" y={H + 16} fontSize="12" fill="currentColor">
            {days[0]!.day}
          </text>
          <text x={W} y={H + 16} fontSize="12" fill="currentColor" textAnchor="end">
            {days.at(-1)!.day}
          </text>
        </>
      )}
    </svg>
  );
}
