import { useEffect, useId, useMemo, useState } from "react";
import type { JsonSchema, OpenedPage } from "../../shared/api.ts";
import { fieldChanges } from "../../shared/fieldChanges.ts";
import { mergeFields, type Choice, type MergeConflict } from "../../shared/mergeFields.ts";
import type { Answer } from "../api.ts";
import { FieldChangeList } from "../changes/FieldChangeList.tsx";
import { t } from "../strings.ts";
import { ModalDialog } from "../ui/ModalDialog.tsx";
import { ConflictChoices } from "./ConflictChoices.tsx";

/** Props of {@link CompareDialog}. */
export interface CompareDialogProps {
  /** The schema of the document (a page's: the `SchemaSet`'s `page`). */
  schema: JsonSchema;
  /** The version the person opened (or last saved, or reloaded): what both sides changed from. */
  base: Record<string, unknown>;
  /** The person's version, as the editor holds it. */
  mine: Record<string, unknown>;
  /** Reads the version saved meanwhile. */
  loadTheirs: () => Promise<Answer<OpenedPage>>;
  /**
   * Both versions merged, to be saved over the other one (whose version it was based on is given), and the fields both
   * changed with the version chosen for each.
   */
  onKeepBoth: (
    merged: Record<string, unknown>,
    theirs: OpenedPage,
    chosen: { conflicts: MergeConflict[]; choices: Record<string, Choice> },
  ) => void;
  /** Saves the person's version over the other whole ("Salvar mesmo assim"); absent: not offered. */
  onSaveAnyway?: () => void;
  onReload: () => void;
  onClose: () => void;
  /** Who saved the other version, to name it in each choice ("A de Ana"); "A outra" when absent. */
  theirsName?: string;
  /** The reload button's words ("Recarregar" by default). */
  reloadLabel?: string;
}

/** The version saved meanwhile, or why it could not be read. */
type Loaded = { theirs: OpenedPage } | { failure: string };

/**
 * What the other version and the person's each changed since the document was opened, by block and field in Portuguese.
 * From here the person keeps both (merged field by field; where both changed the same field, they choose which
 * stays), saves theirs over the other on purpose, or loads the other.
 */
export function CompareDialog(props: CompareDialogProps) {
  const { schema, base, mine, loadTheirs, onKeepBoth, onSaveAnyway, onReload, onClose, theirsName } = props;
  const id = useId();
  const [loaded, setLoaded] = useState<Loaded>();
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [unchosen, setUnchosen] = useState(false);
  useEffect(() => {
    let current = true;
    loadTheirs().then(
      (answer) => {
        if (!current) return;
        if (answer.ok) setLoaded({ theirs: answer.value });
        else
          setLoaded({
            failure: t.compareUnreadable(answer.refusal.reason === "invalid" ? t.saveRefused : answer.refusal.message),
          });
      },
      (error: unknown) => current && setLoaded({ failure: t.compareUnreadable(String(error)) }),
    );
    return () => {
      current = false;
    };
  }, [loadTheirs]);
  const theirs = loaded && "theirs" in loaded ? loaded.theirs : undefined;
  const compared = useMemo(
    () =>
      theirs && {
        theirs: fieldChanges(schema, base, theirs.data),
        mine: fieldChanges(schema, base, mine),
        merge: mergeFields(base, mine, theirs.data, choices),
      },
    [schema, base, mine, theirs, choices],
  );

  const keepBoth = () => {
    if (!compared || !theirs) return;
    if (compared.merge.conflicts.some((conflict) => !choices[conflict.key])) {
      setUnchosen(true);
      return;
    }
    onKeepBoth(compared.merge.merged, theirs, { conflicts: compared.merge.conflicts, choices });
  };

  return (
    <ModalDialog heading={`${id}-heading`} wide onClose={onClose}>
      <h2 id={`${id}-heading`}>{t.compareHeading}</h2>
      {!loaded ? (
        <p role="status">{t.compareLoading}</p>
      ) : "failure" in loaded ? (
        <p className="form-error">{loaded.failure}</p>
      ) : (
        compared && (
          <>
            <p>{t.compareIntro}</p>
            <div className="compare__sides">
              <section aria-labelledby={`${id}-theirs`}>
                <h3 id={`${id}-theirs`}>{t.compareTheirs}</h3>
                <FieldChangeList changes={compared.theirs} />
              </section>
              <section aria-labelledby={`${id}-mine`}>
                <h3 id={`${id}-mine`}>{t.compareMine}</h3>
                <FieldChangeList changes={compared.mine} />
              </section>
            </div>
            {compared.merge.conflicts.length > 0 && (
              <ConflictChoices
                schema={schema}
                base={base}
                conflicts={compared.merge.conflicts}
                choices={choices}
                theirsName={theirsName}
                onChoose={(key, choice) => setChoices((previous) => ({ ...previous, [key]: choice }))}
              />
            )}
            {unchosen && compared.merge.conflicts.some((conflict) => !choices[conflict.key]) && (
              <p className="form-error" role="alert">
                {t.compareChooseEach}
              </p>
            )}
            <p>{t.keepBothHelp}</p>
          </>
        )
      )}
      <div className="button-row">
        {compared && (
          <button type="button" className="button button--primary" onClick={keepBoth}>
            {t.keepBoth}
          </button>
        )}
        <button type="button" className="button" onClick={onReload}>
          {props.reloadLabel ?? t.reload}
        </button>
        {onSaveAnyway && (
          <button type="button" className="button button--danger" onClick={onSaveAnyway}>
            {t.saveAnyway}
          </button>
        )}
        <button type="button" className="button" onClick={onClose}>
          {t.close}
        </button>
      </div>
    </ModalDialog>
  );
}
