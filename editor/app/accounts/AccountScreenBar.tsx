import { useEffect, useRef } from "react";
import { AccountMenu } from "./AccountMenu.tsx";
import { a } from "./strings.ts";

/**
 * The bar above an administrator's screen: back to the pages, the screen's title, and the person's account. The title
 * takes the focus when the screen opens: the link that opened it is gone, and a screen reader then reads where it is.
 */
export function AccountScreenBar({ title, onBack }: { title: string; onBack: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <header className="toolbar">
      <button type="button" className="button button--small" onClick={onBack}>
        ← {a.backToPages}
      </button>
      <h1 className="toolbar__title" tabIndex={-1} ref={heading}>
        {title}
      </h1>
      <AccountMenu />
    </header>
  );
}
