import type { ComponentProps, MouseEvent } from "react";
import { useNavigate } from "./Router.tsx";

/** Props of {@link Link}: an anchor's, with the site address to show. */
export type LinkProps = Omit<ComponentProps<"a">, "href"> & { to: string };

/** A click the browser would handle as "open here": left button, no modifier key, no other target. */
function opensHere(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute("target");
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) &&
    (!target || target === "_self")
  );
}

/** A link to another page of the site: a real anchor (works without JavaScript), shown in place when clicked. */
export function Link({ to, onClick, ...anchor }: LinkProps) {
  const navigate = useNavigate();
  return (
    <a
      {...anchor}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!opensHere(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}
