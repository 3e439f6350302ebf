import classNames from "classnames";
import type { ReactNode } from "react";
import styles from "./field.module.css";

/**
 * Fields side by side that share their label, control and message rows (CSS subgrid): their inputs start on one
 * line and keep one height, whether a label wraps or a message shows under one of them.
 */
export function FieldRow({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={classNames(styles.row, className)}>{children}</div>;
}
