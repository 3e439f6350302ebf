import { useCallback } from "react";
import { ServiceScreenBar } from "../review/ServiceScreenBar.tsx";
import { useAnswer } from "../review/useAnswer.ts";
import { experimentApi } from "./experimentApi.ts";
import { experimentHref } from "./experimentAddress.ts";
import { x } from "./experimentStrings.ts";

/** "Testes A/B": every test with its page, state, variants and weights, each leading to its screen. */
export function ExperimentList() {
  const read = useCallback(() => experimentApi.list(), []);
  const { value: tests, failure } = useAnswer(read);
  return (
    <>
      <ServiceScreenBar heading={x.testsHeading} />
      <main className="panes__single service-screen" id="conteudo">
        <p className="field__help">{x.testsIntro}</p>
        {failure && (
          <p className="refusal" role="alert">
            {failure}
          </p>
        )}
        {!tests ? (
          <p>{x.loading}</p>
        ) : tests.length === 0 ? (
          <p>{x.noTests}</p>
        ) : (
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{x.columnTest}</th>
                <th scope="col">{x.columnPage}</th>
                <th scope="col">{x.columnState}</th>
                <th scope="col">{x.columnVariants}</th>
              </tr>
            </thead>
            <tbody>
              {tests.map((test) => (
                <tr key={test.name} data-test={test.name}>
                  <td>
                    <a href={experimentHref(test.name)} aria-label={x.openTest(test.title)}>
                      {test.title}
                    </a>
                  </td>
                  <td>{test.pageTitle}</td>
                  <td>
                    {x.states[test.status]} {x.dates(test.start, test.end)}
                  </td>
                  <td>{test.variants.map((variant) => x.variantWeight(variant.name, variant.weight)).join(" · ")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </main>
    </>
  );
}
