/**
 * Which parts of a `ShownInOrder` are in sight, decided on the page itself rather than by drawing the parts again: a
 * part is shown once it and every part above it have had something to show (its count of waits at 0), and once shown
 * it stays shown. The parts' wrappers are shown or hidden here, before the browser paints (reports come from layout
 * effects), so a part's report costs no render of its own: a render asked for in a layout effect would be drawn in
 * the same task, with every passive effect of the screen run before it.
 *
 * The skeleton below the last part shown is drawn by React. Where it would move because a part above it appeared,
 * it is hidden at once (a moved element counts as a layout shift) and `redrawSkeleton` asks for a new one (or none,
 * when every part is shown); one drawn in this commit and not yet painted stays, as it is already in its place.
 */
export class PartsInOrder {
  private readonly waiting: number[] = [];
  private readonly everShown: boolean[] = [];
  private readonly wrappers: (HTMLElement | null)[] = [];
  private skeleton: HTMLElement | null = null;
  private skeletonPainted = false;
  /** The index of the first part held back when the skeleton was placed; null before the first placing. */
  private skeletonBelow: number | null = null;
  /** The number of parts, as of the list's last commit. */
  private count = 0;
  /** Whether the parts are on the page (their wrappers attached), so that a report can be acted on at once. */
  private live = false;

  constructor(private readonly redrawSkeleton: (held: boolean) => void) {}

  /** A part's report: +1 when it starts waiting, -1 when it has something to show (or goes). */
  report(index: number, change: 1 | -1): void {
    this.waiting[index] = (this.waiting[index] ?? 0) + change;
    if (this.live) this.place();
  }

  wrapper(index: number, element: HTMLElement | null): void {
    this.wrappers[index] = element;
  }

  /** The skeleton's element as React attaches it (new after each redraw), not yet painted. */
  skeletonElement(element: HTMLElement | null): void {
    this.skeleton = element;
    this.skeletonPainted = false;
  }

  /** After the browser has painted what the last commit drew. */
  painted(): void {
    if (this.skeleton) this.skeletonPainted = true;
  }

  /** After each commit of the list (the parts' own reports are in): the number of parts, then the places. */
  committed(count: number): void {
    this.count = count;
    this.live = true;
    this.place();
  }

  /** Before the list leaves the page. */
  detached(): void {
    this.live = false;
  }

  private place(): void {
    let firstHeld = this.count;
    for (let index = 0; index < this.count; index += 1) {
      const shown = index < firstHeld && (this.everShown[index] === true || (this.waiting[index] ?? 0) <= 0);
      if (shown) this.everShown[index] = true;
      else if (firstHeld === this.count) firstHeld = index;
      const element = this.wrappers[index];
      if (element) element.style.display = shown ? 'contents' : 'none';
    }
    if (firstHeld === this.skeletonBelow) return;
    const held = firstHeld < this.count;
    const stays = held && this.skeleton !== null && !this.skeletonPainted;
    if (!stays) {
      if (this.skeleton) this.skeleton.style.display = 'none';
      this.redrawSkeleton(held);
    }
    this.skeletonBelow = firstHeld;
  }
}
