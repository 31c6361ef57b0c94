// main.tsx renders the app once the frame that paints index.html's splash is out, so the page
// shows before the script's longest piece of work.

/** When no frame comes (a hidden tab, which paints none), a wait for a painted frame ends after this long. */
export const PAINT_WAIT_LATEST_MS = 200;

/**
 * Resolves in a task after `frames` more frames were painted (the first frame's callbacks run
 * before it paints, so one frame is the next paint), or after `latestMs` when none come.
 */
export function afterFramesPainted(frames: 1 | 2, latestMs = PAINT_WAIT_LATEST_MS): Promise<void> {
  return new Promise<void>((resolve) => {
    const latest = setTimeout(resolve, latestMs);
    const painted = () =>
      setTimeout(() => {
        clearTimeout(latest);
        resolve();
      }, 0);
    requestAnimationFrame(frames === 1 ? painted : () => requestAnimationFrame(painted));
  });
}
