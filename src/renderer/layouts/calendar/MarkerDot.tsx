import classes from './DayGrid.module.css';

/** A small round dot in a marker's colour, ringed in its border colour if it has one; hidden from screen readers. */
export function MarkerDot({ color, border }: { color: string; border?: string | null }) {
  return (
    <span
      aria-hidden
      className={classes.dot}
      style={{ backgroundColor: color, boxShadow: border ? `0 0 0 2px ${border}` : undefined }}
    />
  );
}
