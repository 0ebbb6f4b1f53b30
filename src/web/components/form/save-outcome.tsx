import { useState } from 'react';
import { Alert } from '../ui/alert';
import { SubmitButton } from '../ui/button';

/**
 * What came of a form's last save: saved, or what is wrong (`fixFields` when the form itself
 * refused it or the server's problems all found their fields).
 */
export function useSaveOutcome(fixFields: string) {
  const [failure, setFailure] = useState<string | null>(null);
  const [isSaved, setIsSaved] = useState(false);
  /** `save` throws when refused; `leftOver` answers the words no field took (or null). */
  const attempt = async (
    save: () => Promise<void>,
    leftOver: (error: unknown) => string | null,
  ) => {
    setFailure(null);
    setIsSaved(false);
    try {
      await save();
      setIsSaved(true);
    } catch (error) {
      setFailure(leftOver(error) ?? fixFields);
    }
  };
  const refuse = () => {
    setIsSaved(false);
    setFailure(fixFields);
  };
  return { failure, isSaved, attempt, refuse };
}

/** The foot of a saving form: its failure, the save button and the 'Saved' status. */
export function SaveFooter({
  failure,
  isSaved,
  isSubmitting,
  texts,
}: {
  failure: string | null;
  isSaved: boolean;
  isSubmitting: boolean;
  texts: { save: string; saving: string; saved: string };
}) {
  return (
    <>
      {failure && <Alert>{failure}</Alert>}
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton isSubmitting={isSubmitting} label={texts.save} pendingLabel={texts.saving} />
        <p role="status" className="text-sm font-medium text-green-800">
          {isSaved ? texts.saved : ''}
        </p>
      </div>
    </>
  );
}
