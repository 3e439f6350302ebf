import { Component, type ReactNode } from "react";
import { t } from "../app/strings.ts";

interface State {
  error?: Error;
  /** The edit the error happened on. */
  serial?: number;
}

/**
 * While the page is being written it may be incomplete: a block that cannot draw it says so in Portuguese instead of
 * a blank frame. The JavaScript error stays in the console (React logs it), never in front of the marketer.
 */
export class PreviewErrorBoundary extends Component<{ children: ReactNode; serial: number }, State> {
  state: State = {};

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  /**
   * The next edit gets a fresh try. Resetting here, instead of giving the boundary a new key each edit, keeps the page
   * mounted: a remount scrolled the preview back to the top after every change (a block moved, a text typed).
   */
  static getDerivedStateFromProps({ serial }: { serial: number }, state: State): State | null {
    return serial === state.serial ? null : { serial, error: undefined };
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <p className="preview-note" role="alert">
        {t.previewBroken}
      </p>
    );
  }
}
