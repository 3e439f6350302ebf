import { useCallback } from "react";
import type { ExperimentResult } from "../../../model/experiments/result.ts";
import { countText, rateText, upliftText, variantWords } from "../../../model/experiments/verdictText.ts";
import { call } from "../api.ts";
import { ServiceScreenBar } from "../review/ServiceScreenBar.tsx";
import { useAnswer } from "../review/useAnswer.ts";
import { resultWords as w } from "./resultStrings.ts";
import "./result.css";

/** A variant's name in the table: "Original", "B", "depoimentos-no-topo". */
const variantLabel = (name: string) =>
  variantWords(name)
    .replace(/^a (variante )?/, "")
    .replace(/^original$/, w.original);

/** "Resultado do teste" (read-only): each variant's visitors, conversions and rate, the difference with its interval, the verdict. */
export function ExperimentResultScreen({ test }: { test: string }) {
  const read = useCallback(() => call<ExperimentResult>("GET", `testes/${encodeURIComponent(test)}/resultado`), [test]);
  const { value: result, failure } = useAnswer(read);
  return (
    <>
      <ServiceScreenBar heading={w.heading} />
      <main className="panes__single service-screen experiment-result" id="conteudo">
        {failure && (
          <p className="refusal" role="alert">
            {failure}
          </p>
        )}
        {!result && !failure && <p role="status">{w.loading}</p>}
        {result && <ResultBody result={result} />}
      </main>
    </>
  );
}

/** The result once read: what the test is, the table, the chance of chance and the verdict. */
function ResultBody({ result }: { result: ExperimentResult }) {
  const { verdict } = result;
  return (
    <>
      <h2>{result.title}</h2>
      <p>{w.facts(result.page, w.goals[result.goal], w.states[result.status])}</p>
      <p className={verdict.conclusive ? "experiment-result__verdict is-conclusive" : "experiment-result__verdict"}>
        {result.sentence}
      </p>
      <table className="experiment-result__table">
        <caption>{w.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{w.variant}</th>
            <th scope="col">{w.visitors}</th>
            <th scope="col">{w.conversions}</th>
            <th scope="col">{w.rate}</th>
            <th scope="col">{w.difference}</th>
          </tr>
        </thead>
        <tbody>
          {verdict.variants.map((variant) => (
            <tr key={variant.name} className={variant.name === verdict.winner ? "is-winner" : undefined}>
              <th scope="row">{variantLabel(variant.name)}</th>
              <td>{countText(variant.visitors)}</td>
              <td>{countText(variant.conversions)}</td>
              <td>{rateText(variant.rate)}</td>
              <td>{variant.uplift ? upliftText(variant.uplift) : w.noDifference}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>{verdict.pValue === undefined ? w.noChance : w.chance(verdict.pValue)}</p>
      <p>{w.rule(verdict.minimumVisitors === undefined ? undefined : countText(verdict.minimumVisitors))}</p>
      <p className="experiment-result__note">{w.counted}</p>
    </>
  );
}
