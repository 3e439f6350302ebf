import { useCallback, useEffect, useState } from "react";
import type { OpenedPage, Refusal } from "../../shared/api.ts";
import type { ExperimentSummary } from "../../shared/experiments.ts";
import { ServiceScreenBar } from "../review/ServiceScreenBar.tsx";
import { useConfirm } from "../useConfirm.tsx";
import { experimentApi } from "./experimentApi.ts";
import { experimentsHref } from "./experimentAddress.ts";
import { ExperimentActions } from "./ExperimentActions.tsx";
import { ExperimentForm, fieldsProblem, type ExperimentFields } from "./ExperimentForm.tsx";
import { experimentResultHref } from "./resultAddress.ts";
import { x } from "./experimentStrings.ts";

/** The fields of a test's data. */
function fieldsOf(data: Record<string, unknown>, summary: ExperimentSummary): ExperimentFields {
  return {
    name: typeof data.name === "string" ? data.name : "",
    goal: summary.goal,
    weights: summary.variants.map((variant) => variant.weight),
    start: summary.start ?? "",
    end: summary.end ?? "",
  };
}

/** The test's data with the fields put in (an empty date is no date). */
function dataWith(data: Record<string, unknown>, summary: ExperimentSummary, fields: ExperimentFields) {
  const { start: _start, end: _end, ...rest } = data;
  const variants = summary.variants.map((variant, index) => ({ name: variant.name, weight: fields.weights[index] }));
  return {
    ...rest,
    name: fields.name,
    goal: fields.goal,
    variants,
    ...(fields.start && { start: fields.start }),
    ...(fields.end && { end: fields.end }),
  };
}

/** What a refused save says: the problems' own sentences, or the refusal's. */
const refusalLines = (refusal: Refusal) =>
  refusal.reason === "invalid"
    ? [x.problems, ...[...refusal.validation.problems, ...refusal.validation.others].map((p) => p.message)]
    : [refusal.message];

/** A test's file and summary as read, or what to say instead. */
type ReadTest = { file: OpenedPage; summary: ExperimentSummary } | { lines: string[] };

async function readTest(name: string): Promise<ReadTest> {
  const [file, list] = await Promise.all([experimentApi.open(name), experimentApi.list()]);
  if (!file.ok) return { lines: refusalLines(file.refusal) };
  if (!list.ok) return { lines: refusalLines(list.refusal) };
  const summary = list.value.find((test) => test.name === name);
  return summary ? { file: file.value, summary } : { lines: [x.noTests] };
}

/** One test's screen: its fields saved with "Salvar", and the buttons that publish it. */
export function ExperimentScreen({ name }: { name: string }) {
  const [opened, setOpened] = useState<OpenedPage>();
  const [summary, setSummary] = useState<ExperimentSummary>();
  const [fields, setFields] = useState<ExperimentFields>();
  const [dirty, setDirty] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; lines: string[] }>();
  const { confirm, dialog } = useConfirm();
  const apply = useCallback((read: ReadTest) => {
    if ("lines" in read) return setMessage({ ok: false, lines: read.lines });
    setOpened(read.file);
    setSummary(read.summary);
    setFields(fieldsOf(read.file.data, read.summary));
    setDirty(false);
  }, []);
  const load = useCallback(async () => apply(await readTest(name)), [apply, name]);
  useEffect(() => {
    let current = true;
    void readTest(name).then((read) => current && apply(read));
    return () => {
      current = false;
    };
  }, [apply, name]);
  const save = async () => {
    if (!opened || !summary || !fields) return;
    const problem = fieldsProblem(fields);
    if (problem) return setMessage({ ok: false, lines: [problem] });
    const data = dataWith(opened.data, summary, fields);
    const answer = await experimentApi.save(name, { data, version: opened.version });
    if (!answer.ok) return setMessage({ ok: false, lines: refusalLines(answer.refusal) });
    setMessage({ ok: true, lines: [x.saved] });
    await load();
  };
  return (
    <>
      <ServiceScreenBar heading={summary ? summary.title : x.testsHeading} />
      <main className="panes__single service-screen" id="conteudo">
        <p>
          <a href={experimentsHref()}>← {x.back}</a>
        </p>
        {summary && fields ? (
          <>
            <p>
              {x.columnPage}: {summary.pageTitle} · {x.columnState}: <strong>{x.states[summary.status]}</strong>
              {summary.requestedStatus && <> · {x.requested(x.states[summary.requestedStatus])}</>}
            </p>
            <p>
              <a href={experimentResultHref(name)}>{x.resultLink}</a>
            </p>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                void save();
              }}
            >
              <ExperimentForm
                summary={summary}
                fields={fields}
                onChange={(next) => {
                  setFields(next);
                  setDirty(true);
                  setMessage(undefined);
                }}
              />
              <div className="button-row">
                <button type="submit" className="button button--primary" disabled={!dirty}>
                  {x.save}
                </button>
              </div>
            </form>
            {message && (
              <div className={message.ok ? "notice" : "refusal"} role={message.ok ? "status" : "alert"}>
                {message.lines.map((line) => (
                  <p key={line}>{line}</p>
                ))}
              </div>
            )}
            <ExperimentActions summary={summary} dirty={dirty} confirm={confirm} onPublished={() => void load()} />
          </>
        ) : message ? (
          <p className="refusal" role="alert">
            {message.lines.join(" ")}
          </p>
        ) : (
          <p>{x.loading}</p>
        )}
        {dialog}
      </main>
    </>
  );
}
