import classNames from "classnames";
import { useChatHref } from "../chat/ChatLinks.tsx";
import { useCtaClick } from "../events/useCtaClick.ts";
import { useSite } from "../site/SiteContext.tsx";
import { NewTabHint } from "../ui/Action.tsx";
import { Icon } from "../ui/Icon.tsx";
import { useScrolledPast } from "./useScrolledPast.ts";
import styles from "./floatingChat.module.css";

/**
 * The round "Fale conosco" chat button fixed at the bottom right, using one of the page's chat links. It appears
 * once the visitor scrolls half a screen, so that it never covers the first screen's text (whose own buttons lead
 * to the same chat); the page keeps room for it at its end (see Layout).
 */
export function FloatingChat({ linkName }: { linkName: string }) {
  const { floatingChatLabel } = useSite();
  const href = useChatHref(linkName);
  const onClick = useCtaClick(linkName, floatingChatLabel);
  const shown = useScrolledPast(0.5);
  return (
    <a
      className={classNames(styles.button, shown && styles.shown)}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-chat={linkName}
      data-layout="floating-chat"
      onClick={onClick}
    >
      <Icon name="message-circle" strokeWidth={2} />
      <span>{floatingChatLabel}</span>
      <NewTabHint chat />
    </a>
  );
}
