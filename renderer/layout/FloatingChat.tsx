import { useChatHref } from "../chat/ChatLinks.tsx";
import { useCtaClick } from "../events/useCtaClick.ts";
import { useSite } from "../site/SiteContext.tsx";
import { Icon } from "../ui/Icon.tsx";
import styles from "./floatingChat.module.css";

/** The round "Fale conosco" chat button fixed at the bottom right, using one of the page's chat links. */
export function FloatingChat({ linkName }: { linkName: string }) {
  const { floatingChatLabel, ui } = useSite();
  const href = useChatHref(linkName);
  const onClick = useCtaClick(linkName, floatingChatLabel);
  return (
    <a className={styles.button} href={href} target="_blank" rel="noopener noreferrer" data-chat={linkName} data-layout="floating-chat" onClick={onClick}>
      <Icon name="message-circle" strokeWidth={2} />
      <span>{floatingChatLabel}</span>
      <span className="sr-only"> ({ui.newTab})</span>
    </a>
  );
}
