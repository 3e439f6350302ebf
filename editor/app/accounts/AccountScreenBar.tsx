import { AccountMenu } from "./AccountMenu.tsx";
import { a } from "./strings.ts";

/** The bar above an administrator's screen: back to the pages, the screen's title, and the person's account. */
export function AccountScreenBar({ title, onBack }: { title: string; onBack: () => void }) {
  return (
    <header className="toolbar">
      <button type="button" className="button button--small" onClick={onBack}>
        ← {a.backToPages}
      </button>
      <h1 className="toolbar__title">{title}</h1>
      <AccountMenu />
    </header>
  );
}
