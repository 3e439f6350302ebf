import { Component, type ReactNode } from "react";
import { t } from "../app/strings.ts";

interface State {
  error?: Error;
}

/**
 * While the page is being written it may be incomplete: a block that cannot draw it says so in Portuguese instead of
 * a blank frame. The JavaScript error stays in the console (React logs it), never in front of the marketer.
 */
export class PreviewErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error };
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
