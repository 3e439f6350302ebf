import classNames from "classnames";
import { useRef } from "react";
import type { Plan, PlansBlock } from "../../schema/generated/page.ts";
import { Action } from "../../renderer/ui/Action.tsx";
import { formatBRL } from "../../renderer/ui/formatBRL.ts";
import { Section } from "../../renderer/ui/Section.tsx";
import { SwipePosition } from "../../renderer/ui/position/SwipePosition.tsx";
import { RichText } from "../../renderer/ui/RichText.tsx";
import { useSitePlans } from "../../renderer/site/useSitePlans.ts";
import { Benefits } from "./Benefits.tsx";
import styles from "./plans.module.css";

function PlanCard({ plan }: { plan: Plan }) {
  return (
    <li
      className={classNames("accent-top", styles.plan, plan.tone && styles[plan.tone], plan.badge && styles.featured)}
      data-tone={plan.tone}
    >
      {plan.badge && (
        <p className={styles.badge}>
          <RichText text={plan.badge} />
        </p>
      )}
      <h3 className={styles.name}>
        <RichText text={plan.name ?? ""} />
      </h3>
      {plan.subtitle && (
        <p className={styles.subtitle}>
          <RichText text={plan.subtitle} />
        </p>
      )}
      {plan.price !== undefined && (
        <p className={styles.price}>
          <strong>{formatBRL(plan.price)}</strong>
          {plan.priceSuffix && <span>{plan.priceSuffix}</span>}
        </p>
      )}
      {plan.priceNote && (
        <p className={styles.note}>
          <RichText text={plan.priceNote} />
        </p>
      )}
      <Benefits benefits={plan.benefits ?? []} />
      {plan.action && <Action action={plan.action} className={styles.action} />}
    </li>
  );
}

/**
 * Plan cards side by side, their names, prices and buttons in line; the recommended one has a badge; prices as BRL.
 * On phones two or more cards make a row that scrolls sideways, the next card peeking in at the edge.
 */
export function Plans({ block }: { block: PlansBlock }) {
  const plans = useSitePlans(block.plans);
  const row = useRef<HTMLUListElement>(null);
  return (
    <Section
      block="plans"
      id={block.id}
      eyebrow={block.eyebrow}
      title={block.title}
      intro={block.intro}
      background={block.background}
    >
      <ul
        ref={row}
        className={classNames(
          styles.grid,
          styles[`count${Math.min(plans.length, 4)}`],
          plans.length > 1 && styles.swipe,
        )}
      >
        {plans.map((plan, index) => (
          <PlanCard key={index} plan={plan} />
        ))}
      </ul>
      {plans.length > 1 && (
        <SwipePosition
          row={row}
          count={plans.length}
          className={classNames(styles.position, plans.length === 3 && styles.positionUntilWide)}
        />
      )}
      {block.footnote && (
        <p className={styles.footnote}>
          <RichText text={block.footnote} />
        </p>
      )}
    </Section>
  );
}
