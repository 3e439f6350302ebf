import classNames from "classnames";
import { Link } from "react-router-dom";
import type { Action as ActionConfig } from "../../schema/generated/page.ts";
import { useChatHref } from "../chat/ChatLinks.tsx";
import { isSafeExternalUrl } from "../chat/safeUrl.ts";
import { useCtaClick } from "../events/useCtaClick.ts";
import { Icon } from "./Icon.tsx";
import { KeepTogether } from "./KeepTogether.tsx";
import { useSite } from "../site/SiteContext.tsx";

/** Props of {@link Action}. */
export interface ActionProps {
  action: ActionConfig;
  className?: string;
  /** Called after the visitor follows the link (the mobile menu closes itself with it). */
  onNavigate?: () => void;
}

/**
 * Says that a link opens in a new tab: a small icon that sighted visitors see, and the words (from site.json) for
 * screen readers. Chat links say they open WhatsApp.
 */
export function NewTabHint({ chat = false }: { chat?: boolean }) {
  const { ui } = useSite();
  return (
    <>
      <Icon name="external-link" size={16} strokeWidth={2} className="new-tab-icon" />
      <span className="sr-only"> ({chat ? (ui.newTabChat ?? ui.newTab) : ui.newTab})</span>
    </>
  );
}

/**
 * A call to action from config: a chat link (new tab), an internal route, or a safe external address.
 * The chat href is the prefilled fallback until the link service answers, so the button always works.
 */
export function Action({ action, className, onNavigate }: ActionProps) {
  const chatHref = useChatHref(action.chat ?? "");
  const reportChatClick = useCtaClick(action.chat ?? "", action.label);
  const classes = classNames("btn", `btn--${action.variant ?? "primary"}`, className);
  if (action.chat !== undefined) {
    const onClick = () => {
      reportChatClick();
      onNavigate?.();
    };
    return (
      <a
        className={classes}
        href={chatHref}
        target="_blank"
        rel="noopener noreferrer"
        data-chat={action.chat}
        onClick={onClick}
      >
        <KeepTogether text={action.label} />
        <NewTabHint chat />
      </a>
    );
  }
  if (action.to !== undefined) {
    return (
      <Link className={classes} to={action.to} onClick={onNavigate}>
        <KeepTogether text={action.label} />
      </Link>
    );
  }
  if (action.href !== undefined && isSafeExternalUrl(action.href)) {
    const external = action.href.startsWith("https:");
    return (
      <a
        className={classes}
        href={action.href}
        onClick={onNavigate}
        {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      >
        <KeepTogether text={action.label} />
        {external && <NewTabHint />}
      </a>
    );
  }
  // Unreachable for a validated config; an unsafe address is shown as text, never as a link.
  return (
    <span className={classes}>
      <KeepTogether text={action.label} />
    </span>
  );
}

/** A row of actions, or nothing when there are none. */
export function Actions({ actions, className }: { actions?: ActionConfig[]; className?: string }) {
  if (!actions?.length) return null;
  return (
    <div className={classNames("actions", className)}>
      {actions.map((action, index) => (
        <Action key={index} action={action} />
      ))}
    </div>
  );
}
